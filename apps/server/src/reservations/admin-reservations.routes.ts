import multipart from '@fastify/multipart';
import {
  adminReservationCancelSchema, adminReservationCollectionSchema, adminReservationCreateSchema, adminReservationSchema, idParams, reservationConfirmSchema,
} from '@vo/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { MULTIPART_OPTIONS, readMediaUpload } from '../media/media-upload';
import type { TicketSource } from './confirm-reservation';
import { listReservations } from './reservation-list';
import { presentAdminReservation, presentAdminView } from './reservation.presenter';
import type { ReservationsService } from './reservations.service';

/** The ticket of a confirmation: the multipart `file` (a pdf, jpg or png of up to 2 MB, by its bytes), or `{ ticket }` naming one uploaded before. */
async function ticketOf(request: FastifyRequest, body: { ticket: number } | null | undefined): Promise<TicketSource> {
  if (request.isMultipart()) return { upload: await readMediaUpload(request, { fixedKind: 'ticket' }) };
  if (!body) throw AppError.validation('ticket', 'validation.required', { name: 'ticket' });
  return { mediaId: body.ticket };
}

/** The staff's reservation console (DESIGN.md section 7b): all reservations, confirm, mark paid, cancel, book by the assistance phone. */
export const adminReservationsRoutes: FastifyPluginAsyncZod<{ db: Db; reservations: ReservationsService }> = async (app, { db, reservations }) => {
  // Registered here, so only these routes (and the media ones) take multipart bodies.
  await app.register(multipart, MULTIPART_OPTIONS);
  const tags = ['admin', 'reservations'];

  app.get('/api/admin/reservations', { schema: { tags, response: { 200: adminReservationCollectionSchema } } }, async (request) =>
    listReservations(db, request, requireAdmin(request).user, presentAdminReservation));

  app.get('/api/admin/reservations/:id', { schema: { tags, params: idParams, response: { 200: adminReservationSchema } } }, async (request) =>
    presentAdminView(await reservations.own(requireAdmin(request).user, request.params.id)));

  app.post('/api/admin/reservations', { schema: { tags, body: adminReservationCreateSchema, response: { 201: adminReservationSchema } } }, async (request, reply) => {
    const { user } = requireAdmin(request);
    return reply.status(201).send(presentAdminView(await reservations.bookByPhone(user, request.body)));
  });

  app.post('/api/admin/reservations/:id/confirm', {
    schema: { tags, params: idParams, consumes: ['multipart/form-data', 'application/json'], body: reservationConfirmSchema.nullish(), response: { 200: adminReservationSchema } },
  }, async (request) => {
    const { user } = requireAdmin(request);
    return presentAdminView(await reservations.confirm(user, request.params.id, await ticketOf(request, request.body)));
  });

  app.post('/api/admin/reservations/:id/mark-paid', { schema: { tags, params: idParams, response: { 200: adminReservationSchema } } }, async (request) =>
    presentAdminView(await reservations.markPaid(requireAdmin(request).user, request.params.id)));

  app.post('/api/admin/reservations/:id/cancel', { schema: { tags, params: idParams, body: adminReservationCancelSchema, response: { 200: adminReservationSchema } } }, async (request) => {
    const { user } = requireAdmin(request);
    return presentAdminView(await reservations.cancel(user, request.params.id, request.body.reason));
  });
};

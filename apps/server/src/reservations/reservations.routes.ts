import { eurosToCents, idParams, reservationCancelSchema, reservationCollectionSchema, reservationCreateSchema, reservationPaySchema, reservationSchema, type ReservationPay } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { fileResponse } from '../lib/response-schemas';
import { sendMedia } from '../media/media.presenter';
import { presentReservation, presentView } from './reservation.presenter';
import { listReservations } from './reservation-list';
import type { ReservationsService } from './reservations.service';

/** Amounts the member chose (euros) in cents; none chosen, the server's default order. */
function chosenAmounts(body: ReservationPay | null | undefined) {
  if (!body || Object.values(body).every((v) => v === undefined)) return undefined;
  const cents = (euros: number | undefined) => (euros === undefined ? undefined : eurosToCents(euros));
  return { enjoyPoints: cents(body.enjoyPoints), travelPoints: cents(body.travelPoints), wallet: cents(body.wallet) };
}

/** Spec section 7 "GET, POST /api/reservations; GET /{id}", and the member's pay the rest, cancel and ticket (DESIGN.md section 7b). */
export const reservationsRoutes: FastifyPluginAsyncZod<{ db: Db; reservations: ReservationsService }> = async (app, { db, reservations }) => {
  const tags = ['reservations'];

  app.get('/api/reservations', { schema: { tags, response: { 200: reservationCollectionSchema } } }, async (request) =>
    listReservations(db, request, requireSession(request).user, presentReservation));

  app.post('/api/reservations', { schema: { tags, body: reservationCreateSchema, response: { 201: reservationSchema } } }, async (request, reply) => {
    const { user } = requireSession(request);
    return reply.status(201).send(presentView(await reservations.book(user, request.body)));
  });

  app.get('/api/reservations/:id', { schema: { tags, params: idParams, response: { 200: reservationSchema } } }, async (request) =>
    presentView(await reservations.own(requireSession(request).user, request.params.id)));

  app.post('/api/reservations/:id/pay', { schema: { tags, params: idParams, body: reservationPaySchema.nullish(), response: { 200: reservationSchema } } }, async (request) => {
    const { user } = requireSession(request);
    return presentView(await reservations.pay(user, request.params.id, chosenAmounts(request.body)));
  });

  app.post('/api/reservations/:id/cancel', { schema: { tags, params: idParams, body: reservationCancelSchema.nullish(), response: { 200: reservationSchema } } }, async (request) => {
    const { user } = requireSession(request);
    return presentView(await reservations.cancel(user, request.params.id, request.body?.reason ?? null));
  });

  app.get('/api/reservations/:id/ticket', { schema: { tags, params: idParams, response: { 200: fileResponse('application/pdf', 'image/jpeg', 'image/png') } } }, async (request, reply) => {
    const file = await reservations.ticket(requireSession(request).user, request.params.id);
    return sendMedia(reply, file, file.content, 'attachment');
  });
};

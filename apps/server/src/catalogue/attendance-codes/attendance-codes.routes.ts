import { attendanceCodePostSchema, idParams } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../auth/auth.plugin';
import { isAdmin } from '../../auth/current-user';
import type { Db } from '../../db/client';
import { registerAdminTable } from '../../lib/admin-table/admin-table.routes';
import { tableStore } from '../../lib/admin-table/table-store';
import { AppError } from '../../lib/errors';
import { findCatalogueItem, listCatalogue } from '../catalogue-list';
import { consoleTable } from '../catalogue-resource';
import { catalogueViewer, CONSOLE_VIEWER } from '../catalogue-viewer';
import { ATTENDANCE_CODES } from './attendance-code-table';
import type { MemberAttendance } from './member-attendance';

/**
 * /api/attendance_codes: the console's codes (generic table service) and, by role, the member's check-in. An admin's
 * GET lists codes and POST `{event, code}` creates one; a member's GET and POST `{code}` go to `memberAttendance`.
 */
export const attendanceCodesRoutes: FastifyPluginAsyncZod<{ db: Db; memberAttendance: MemberAttendance }> = async (app, { db, memberAttendance }) => {
  const resource = ATTENDANCE_CODES;
  const tags = [resource.tag];
  const store = tableStore(db, consoleTable(db, resource));

  app.get(resource.base, { schema: { tags, response: { 200: z.union([resource.collectionSchema, memberAttendance.listSchema]) } } }, async (request) => {
    const session = requireSession(request);
    return isAdmin(session.user) ? listCatalogue(db, request, resource, CONSOLE_VIEWER) : memberAttendance.list(request, session);
  });

  app.post(resource.base, {
    schema: { tags, body: attendanceCodePostSchema, response: { 201: z.union([resource.item, memberAttendance.checkInSchema]) } },
  }, async (request, reply) => {
    const session = requireSession(request);
    if (!isAdmin(session.user)) return reply.status(201).send(await memberAttendance.checkIn(session, request.body.code));
    const { event } = request.body;
    if (event === undefined) throw AppError.validation('event', 'validation.required', { name: 'event' });
    return reply.status(201).send(await store.create({ ...request.body, event }));
  });

  // A member never reads a code: 404, as for any item they may not see.
  app.get(`${resource.base}/:id`, { schema: { tags, params: idParams, response: { 200: resource.item } } }, async (request) =>
    findCatalogueItem(db, resource, request.params.id, await catalogueViewer(db, requireSession(request).user)));

  registerAdminTable(app, resource, store, { create: false });
};

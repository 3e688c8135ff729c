import { attendanceCheckInSchema, eventAttendanceCollectionSchema, eventAttendanceSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { presentAttendance } from './attendance.presenter';
import { listAttendances } from './attendance-list';
import type { AttendanceService } from './attendance.service';

/**
 * A member's side of spec section 7 "GET, POST /api/attendance_codes": POST `{ code }` checks in at the event
 * whose active code it is; GET lists their attendances. (The console's side of the same paths, the codes
 * themselves, belongs to the catalogue: one route per path switches on the caller's role.)
 */
export const attendanceRoutes: FastifyPluginAsyncZod<{ db: Db; attendance: AttendanceService }> = async (app, { db, attendance }) => {
  const tags = ['reservations'];

  app.get('/api/attendance_codes', { schema: { tags, response: { 200: eventAttendanceCollectionSchema } } }, async (request) =>
    listAttendances(db, request, requireSession(request).user));

  app.post('/api/attendance_codes', { schema: { tags, body: attendanceCheckInSchema, response: { 201: eventAttendanceSchema } } }, async (request, reply) => {
    const { user } = requireSession(request);
    return reply.status(201).send(presentAttendance(await attendance.checkIn(user, request.body.code)));
  });
};

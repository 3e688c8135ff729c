import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/current-user';
import { ownerScope } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { eventAttendances } from '../db/schema';
import { parseAs, type CollectionSpec } from '../lib/collection-query';
import { listFrom } from '../lib/collection-route';
import { presentAttendance } from './attendance.presenter';
import { attendanceSource } from './attendance-rows';

/** The attendances a member recorded, newest first; `event` filters by event id. */
const ATTENDANCE_COLLECTION: CollectionSpec = {
  order: { createAt: eventAttendances.createdAt },
  defaultOrder: [eventAttendances.id, 'desc'],
  filters: { event: { column: eventAttendances.eventId, parse: parseAs.integer } },
  dates: { createAt: eventAttendances.createdAt },
};

export function listAttendances(db: Db, request: FastifyRequest, viewer: SessionUser) {
  return listFrom(request, ATTENDANCE_COLLECTION, attendanceSource(db), presentAttendance, ownerScope(viewer, eventAttendances.userId));
}

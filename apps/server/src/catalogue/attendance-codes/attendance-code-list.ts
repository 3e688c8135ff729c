import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attendanceCodes, eventAttendances } from '../../db/schema';
import { parseAs, type CollectionSpec } from '../../lib/collection-query';
import { countIn, type CollectionSource } from '../../lib/collection-route';
import type { CatalogueViewer } from '../catalogue-viewer';

export interface AttendanceCodeRow {
  code: typeof attendanceCodes.$inferSelect;
  attendances: number;
}

/** GET /api/attendance_codes for the console: by `event` (id or IRI) and `isActive`; newest first. */
export const ATTENDANCE_CODE_COLLECTION: CollectionSpec = {
  order: { id: attendanceCodes.id, code: attendanceCodes.code, event: attendanceCodes.eventId, isActive: attendanceCodes.isActive, createdAt: attendanceCodes.createdAt },
  defaultOrder: [attendanceCodes.id, 'desc'],
  filters: {
    event: { column: attendanceCodes.eventId, parse: parseAs.reference('event_enjoys') },
    isActive: { column: attendanceCodes.isActive, parse: parseAs.boolean },
    active: { column: attendanceCodes.isActive, parse: parseAs.boolean },
  },
  search: [attendanceCodes.code],
};

/** Members type the codes at the event; they never read them. */
export const attendanceCodeScope = (viewer: CatalogueViewer): SQL | undefined => (viewer.isAdmin ? undefined : sql`false`);

export function attendanceCodeSource(db: Db): CollectionSource<AttendanceCodeRow> {
  const attendances = sql<number>`(select count(*) from ${eventAttendances} where ${eq(eventAttendances.codeId, attendanceCodes.id)})`.mapWith(Number);
  return {
    page: (where, q) => db.select({ code: attendanceCodes, attendances }).from(attendanceCodes).where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    count: countIn(db, attendanceCodes),
  };
}

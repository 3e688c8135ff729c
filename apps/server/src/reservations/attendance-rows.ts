import type { LocalizedText } from '@vo/domain';
import { count, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { attendanceCodes, enjoyEvents, eventAttendances } from '../db/schema';
import type { CollectionQuery } from '../lib/collection-query';
import type { CollectionSource } from '../lib/collection-route';

/** A recorded attendance with the event's title and the code entered. */
export interface AttendanceRow {
  attendance: typeof eventAttendances.$inferSelect;
  title: LocalizedText;
  code: string;
}

const joined = (db: Db | Tx) => db.select({ attendance: eventAttendances, title: enjoyEvents.title, code: attendanceCodes.code }).from(eventAttendances)
  .innerJoin(enjoyEvents, eq(enjoyEvents.id, eventAttendances.eventId))
  .innerJoin(attendanceCodes, eq(attendanceCodes.id, eventAttendances.codeId))
  .$dynamic();

export function attendanceSource(db: Db): CollectionSource<AttendanceRow> {
  return {
    page: (where: SQL | undefined, q: CollectionQuery) => joined(db).where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    count: async (where: SQL | undefined) => (await db.select({ n: count() }).from(eventAttendances).where(where))[0]?.n ?? 0,
  };
}

export async function findAttendance(db: Db | Tx, id: number): Promise<AttendanceRow | undefined> {
  return (await joined(db).where(eq(eventAttendances.id, id)))[0];
}

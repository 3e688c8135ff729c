import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { attendanceCodes, enjoyEvents, eventAttendances, reservations } from '../db/schema';
import { AppError } from '../lib/errors';
import { findAttendance, type AttendanceRow } from './attendance-rows';

/**
 * Attendance check-in (DESIGN.md section 7b): a member enters an event's active code and, holding a confirmed
 * reservation of that event, has their attendance recorded once. Codes are unique per event; should two events
 * share one, the member's event nearest to now is the one checked in.
 */
export function attendanceService(db: Db) {
  return {
    async checkIn(member: SessionUser, code: string): Promise<AttendanceRow> {
      return db.transaction(async (tx) => {
        const codes = await tx.select({ id: attendanceCodes.id, eventId: attendanceCodes.eventId }).from(attendanceCodes)
          .where(and(sql`upper(${attendanceCodes.code}) = upper(${code.trim()})`, eq(attendanceCodes.isActive, true)));
        if (!codes.length) throw new AppError('ATTENDANCE_CODE_INVALID');
        const booked = await tx.select({ eventId: reservations.eventId }).from(reservations)
          .innerJoin(enjoyEvents, eq(enjoyEvents.id, reservations.eventId))
          .where(and(eq(reservations.userId, member.id), eq(reservations.status, 'confirmed'), inArray(reservations.eventId, codes.map((c) => c.eventId))))
          .orderBy(sql`abs(extract(epoch from ${enjoyEvents.dateAt} - now()))`).limit(1);
        const chosen = codes.find((c) => c.eventId === booked[0]?.eventId);
        if (!chosen) throw new AppError('ATTENDANCE_NOT_BOOKED');
        // The unique (member, event) key decides two check-ins at once: the second records nothing.
        const [recorded] = await tx.insert(eventAttendances).values({ userId: member.id, eventId: chosen.eventId, codeId: chosen.id })
          .onConflictDoNothing().returning({ id: eventAttendances.id });
        if (!recorded) throw new AppError('ATTENDANCE_ALREADY_RECORDED');
        return (await findAttendance(tx, recorded.id))!;
      });
    },
  };
}
export type AttendanceService = ReturnType<typeof attendanceService>;

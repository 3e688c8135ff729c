import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Session } from '../../auth/current-user';

/**
 * The member's side of /api/attendance_codes (DESIGN.md section 7b), owned by the reservations feature: a member
 * with a confirmed reservation of the event enters its code once and the attendance is recorded. Handed to
 * `attendanceCodesRoutes`.
 */
export interface MemberAttendance {
  /** POST /api/attendance_codes by a member: `code` is read already (trimmed, in capitals). Answered with 201. */
  checkIn(session: Session, code: string): Promise<unknown>;
  /** GET /api/attendance_codes by a member: their attendances. */
  list(request: FastifyRequest, session: Session): Promise<unknown>;
  /** The two answers, documented and checked like every other. */
  checkInSchema: z.ZodType;
  listSchema: z.ZodType;
}

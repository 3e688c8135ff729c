import { eventAttendanceCollectionSchema, eventAttendanceSchema } from '@vo/domain';
import type { MemberAttendance } from '../catalogue/attendance-codes/member-attendance';
import type { Db } from '../db/client';
import { presentAttendance } from './attendance.presenter';
import { listAttendances } from './attendance-list';
import type { AttendanceService } from './attendance.service';

/**
 * A member's side of spec section 7 "GET, POST /api/attendance_codes": POST `{ code }` checks in at the event whose
 * active code it is; GET lists their attendances. The catalogue's route for the same paths switches on the role.
 */
export const memberAttendance = (db: Db, attendance: AttendanceService): MemberAttendance => ({
  checkIn: async (session, code) => presentAttendance(await attendance.checkIn(session.user, code)),
  list: (request, session) => listAttendances(db, request, session.user),
  checkInSchema: eventAttendanceSchema,
  listSchema: eventAttendanceCollectionSchema,
});

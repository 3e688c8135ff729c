import type { AttendanceCode } from '@vo/domain';
import { hydraItem } from '../../lib/hydra';
import type { AttendanceCodeRow } from './attendance-code-list';

/** An event's check-in code and how many members used it (admins only). */
export const presentAttendanceCode = ({ code: c, attendances }: AttendanceCodeRow): AttendanceCode =>
  hydraItem('attendance_codes', 'AttendanceCode', c.id, {
    event: `/api/event_enjoys/${c.eventId}`,
    code: c.code,
    isActive: c.isActive,
    attendances,
    createdAt: c.createdAt.toISOString(),
  });

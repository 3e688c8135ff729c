import type { EventAttendance } from '@vo/domain';
import { hydraItem } from '../lib/hydra';
import type { AttendanceRow } from './attendance-rows';

/** A member's attendance at an Enjoy event: the event as IRI and title, the code entered, when. */
export const presentAttendance = ({ attendance, title, code }: AttendanceRow): EventAttendance =>
  hydraItem('event_attendances', 'EventAttendance', attendance.id, {
    event: { '@id': `/api/event_enjoys/${attendance.eventId}`, title },
    code,
    createAt: attendance.createdAt.toISOString(),
  });

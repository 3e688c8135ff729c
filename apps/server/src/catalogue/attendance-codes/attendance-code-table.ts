import {
  attendanceCodeCollectionSchema, attendanceCodeInputSchema, attendanceCodeSchema, type AttendanceCode, type AttendanceCodeInput, type Violation,
} from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { attendanceCodes, enjoyEvents, eventAttendances } from '../../db/schema';
import type { CatalogueResource } from '../catalogue-resource';
import { referencesOf } from '../references';
import { codeTaken } from '../unique-code';
import { presentAttendanceCode } from './attendance-code.presenter';
import { ATTENDANCE_CODE_COLLECTION, attendanceCodeScope, attendanceCodeSource, type AttendanceCodeRow } from './attendance-code-list';

// Namespace of the transaction lock per code text.
const UNIQUE_CODE = { column: attendanceCodes.code, id: attendanceCodes.id, lock: 74_210_150 };

/**
 * The code's event exists (locked for share until the commit); no other code has the same text, since a member's
 * check-in sends only the code (DESIGN.md section 7b), so it must name one event; a code already used stays on its event.
 */
async function codeFits(tx: Tx, input: AttendanceCodeInput, current: typeof attendanceCodes.$inferSelect | null): Promise<Violation[]> {
  const [event] = await tx.select({ id: enjoyEvents.id }).from(enjoyEvents).where(eq(enjoyEvents.id, input.event)).for('share');
  if (!event) return [{ propertyPath: 'event', code: 'validation.notFound', params: { name: 'event' } }];
  const violations: Violation[] = [];
  if (await codeTaken(tx, UNIQUE_CODE, input.code, current?.id)) violations.push({ propertyPath: 'code', code: 'validation.attendanceCodeExists' });
  if (current && current.eventId !== input.event) {
    const [used] = await tx.select({ id: eventAttendances.id }).from(eventAttendances).where(eq(eventAttendances.codeId, current.id)).limit(1);
    if (used) violations.push({ propertyPath: 'event', code: 'validation.cannotMoveInUse', params: { name: 'event' } });
  }
  return violations;
}

/** The check-in codes of the Enjoy events (`/api/attendance_codes`): the console's; a member only types one. */
export const ATTENDANCE_CODES: CatalogueResource<typeof attendanceCodes, AttendanceCodeRow, AttendanceCode, AttendanceCodeInput> = {
  base: '/api/attendance_codes',
  tag: 'catalogue',
  table: attendanceCodes,
  item: attendanceCodeSchema,
  collectionSchema: attendanceCodeCollectionSchema,
  input: attendanceCodeInputSchema,
  collection: ATTENDANCE_CODE_COLLECTION,
  source: attendanceCodeSource,
  scope: attendanceCodeScope,
  present: presentAttendanceCode,
  values: (input) => ({ eventId: input.event, code: input.code, isActive: input.isActive }),
  check: codeFits,
  references: (tx, ids) => referencesOf(tx, ids, [[eventAttendances.codeId, 'validation.hasAttendances']]),
};

import { z } from 'zod';
import { optionalFlag } from './catalogue-fields';
import { requiredText } from './fields';
import { iriId } from './payments';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** A check-in code as members type it: letters, digits and hyphens, compared in capitals. */
export const attendanceCodeField = requiredText(32)
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9-]{3,32}$/, 'validation.attendanceCode'));

/**
 * POST /api/attendance_codes: an admin creates a code of an event (`event`, its id or IRI); a member sends only
 * `code` to check in (the reservations feature). PUT /api/attendance_codes/{id} takes the admin's body.
 */
export const attendanceCodeInputSchema = z.object({ event: iriId('event_enjoys'), code: attendanceCodeField, isActive: optionalFlag });
export type AttendanceCodeInput = z.output<typeof attendanceCodeInputSchema>;

/** The body POST /api/attendance_codes reads before it knows who sends it: `event` is the admin's. */
export const attendanceCodePostSchema = attendanceCodeInputSchema.partial({ event: true });
export type AttendanceCodePost = z.output<typeof attendanceCodePostSchema>;

/** GET /api/attendance_codes/{id} (admins only: a member never reads the codes, they type them). */
export const attendanceCodeSchema = hydraItemSchema('AttendanceCode', {
  event: z.string(),
  code: z.string(),
  isActive: z.boolean(),
  /** How many members checked in with it. */
  attendances: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
});
export type AttendanceCode = z.infer<typeof attendanceCodeSchema>;

export const attendanceCodeCollectionSchema = hydraCollectionSchema(attendanceCodeSchema);

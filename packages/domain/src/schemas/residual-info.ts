import { z } from 'zod';
import { calendarDayField } from './fields';

/** POST /api/users/{id}/residualInfo: the period, both days included; the current Madrid month when left out. */
export const residualInfoRequestSchema = z
  .object({ from: calendarDayField.optional(), to: calendarDayField.optional() })
  .refine((b) => !b.from || !b.to || b.from <= b.to, { message: 'validation.invalid', path: ['to'] })
  .optional();

/** One unilevel level: its rate, whether the member's plan reaches it, what it paid them and what its fees falling due would pay (euros). */
export const residualLevelSchema = z.strictObject({
  level: z.number().int(),
  percent: z.number(),
  unlocked: z.boolean(),
  earned: z.number(),
  membersDue: z.number().int(),
  expected: z.number(),
});
export type ResidualLevel = z.infer<typeof residualLevelSchema>;

/** What POST /api/users/{id}/residualInfo answers: the member, the period and every unilevel level. */
export const residualInfoSchema = z.strictObject({
  user: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
  levels: z.array(residualLevelSchema),
});
export type ResidualInfo = z.infer<typeof residualInfoSchema>;

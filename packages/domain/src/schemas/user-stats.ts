import { z } from 'zod';
import { STATS_PERIODS } from '../statistics';
import { calendarDayField } from './fields';
import { idParam } from './ids';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** Members, active members and points (euros) of each leg, as a snapshot or a series point carries them. */
const legTotals = {
  leftMembers: z.number().int(),
  rightMembers: z.number().int(),
  leftActive: z.number().int(),
  rightActive: z.number().int(),
  leftPoints: z.number(),
  rightPoints: z.number(),
};

/** GET /api/user_stats: the days of the series (both included), one point per day, week or month; an admin names the member. */
export const userStatsQuerySchema = z.object({
  from: calendarDayField,
  to: calendarDayField,
  period: z.enum(STATS_PERIODS).default('day'),
  user: idParam.optional(),
});

/** POST /api/user_stats/invoice_stat: the period, both days included. */
export const invoiceStatRequestSchema = z.object({ from: calendarDayField, to: calendarDayField });

/**
 * One bucket of a member's team statistics (GET /api/user_stats): the day, ISO week or month starting on `period`,
 * the totals carried to its end and what was added inside it; points and sales in euros.
 */
export const userStatPointSchema = z.strictObject({
  period: z.iso.date(),
  ...legTotals,
  newLeft: z.number().int(),
  newRight: z.number().int(),
  salesLeft: z.number(),
  salesRight: z.number(),
});
export type UserStatPoint = z.infer<typeof userStatPointSchema>;
export const userStatPointCollectionSchema = hydraCollectionSchema(userStatPointSchema);

/** One daily statistics snapshot (GET /api/user_stats/{id}), written only on a day something changed; points in euros. */
export const userStatSchema = hydraItemSchema('UserStat', {
  userId: z.number().int(),
  day: z.iso.date(),
  ...legTotals,
});
export type UserStat = z.infer<typeof userStatSchema>;

/** POST /api/user_stats/invoice_stat: new members and sales (euros) per leg in a period, both days included. */
export const invoiceStatSchema = z.strictObject({
  from: z.iso.date(),
  to: z.iso.date(),
  newLeft: z.number().int(),
  newRight: z.number().int(),
  salesLeft: z.number(),
  salesRight: z.number(),
});
export type InvoiceStat = z.infer<typeof invoiceStatSchema>;

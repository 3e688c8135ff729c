import { EXTRA_BONUS_KINDS } from '@vo/domain';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { cents } from './columns';
import { users } from './users';

/**
 * One paid period of the extra monthly or extra annual bonus (issue 17) and its statement: the unique (kind, period)
 * pays a period once. `base` is the net (VAT and fees excluded) of the membership payments confirmed in the period
 * and not refunded when it ran; `pool` is `shareBp` of it. A payment refunded later adds its net to `refundedBase`
 * and what its part of the pool was to `clawedBack` (taken back from the members).
 */
export const extraBonusRuns = pgTable(
  'extra_bonus_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: EXTRA_BONUS_KINDS }).notNull(),
    period: text('period').notNull(),
    shareBp: integer('share_bp').notNull(),
    base: cents('base'),
    payments: integer('payments').notNull().default(0),
    pool: cents('pool'),
    members: integer('members').notNull().default(0),
    totalWeight: bigint('total_weight', { mode: 'number' }).notNull().default(0),
    /** What reached the members: the pool, or 0 when nobody qualified (the pool then stays with the company). */
    paid: cents('paid'),
    refundedBase: cents('refunded_base'),
    clawedBack: cents('clawed_back'),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('extra_bonus_runs_kind_period').on(t.kind, t.period)],
);

/** One member's share of a paid period: their weight (the bonus shares of the clubs they qualified for), amount and what a refund took back. */
export const extraBonusShares = pgTable(
  'extra_bonus_shares',
  {
    runId: integer('run_id').notNull().references(() => extraBonusRuns.id),
    userId: integer('user_id').notNull().references(() => users.id),
    weight: integer('weight').notNull(),
    amount: cents('amount'),
    clawedBack: cents('clawed_back'),
  },
  (t) => [primaryKey({ name: 'extra_bonus_shares_pkey', columns: [t.runId, t.userId] }), index('extra_bonus_shares_user').on(t.userId)],
);

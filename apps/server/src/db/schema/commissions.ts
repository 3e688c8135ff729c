import type { BinaryUnpaidReason } from '@vo/domain';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { cents } from './columns';

/**
 * The audit row of one member in one weekly binary cycle (DESIGN.md section 7). The carries of the
 * latest run are what the next run starts from: a member without a row there carries nothing.
 * Keyed (week, member) and nothing else: a run appends half a million rows at the end of that one
 * index in member order; a member's history is one probe per run (`binary_cycle_runs`).
 */
export const binaryCycleResults = pgTable(
  'binary_cycle_results',
  {
    week: text('week').notNull(),
    // No foreign key: the cycle writes the ids it has just read from users (never deleted), and
    // checking it locked half a million users rows a week, three quarters of the audit write.
    userId: integer('user_id').notNull(),
    /** Carry from before plus this week's new volume, per leg. */
    left: cents('left'),
    right: cents('right'),
    pair: cents('pair'),
    bonus: cents('bonus'),
    capApplied: boolean('cap_applied').notNull().default(false),
    leftCarry: cents('left_carry'),
    rightCarry: cents('right_carry'),
    /** Why nothing was paid (not binary active, out of date, plan without commissions), or null. */
    reason: text('reason').$type<BinaryUnpaidReason>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'binary_cycle_results_pkey', columns: [t.week, t.userId] })],
);

/**
 * One row per weekly binary cycle run (DESIGN.md section 7): its primary key makes a week pay once,
 * and `volume_until` (the week's end) is where the next run's volume starts.
 */
export const binaryCycleRuns = pgTable('binary_cycle_runs', {
  week: text('week').primaryKey(),
  volumeUntil: timestamp('volume_until', { withTimezone: true }).notNull(),
  members: integer('members').notNull().default(0),
  withVolume: integer('with_volume').notNull().default(0),
  paid: integer('paid').notNull().default(0),
  bonus: cents('bonus'),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

export const RESIDUAL_STATUSES = ['paid', 'cancelled'] as const;

/**
 * The settled unilevel residual of one monthly or annual payment (DESIGN.md section 7): the payment
 * is its key, so whichever path comes first pays it and the other finds it taken. `paid` once its
 * commissions are posted (by the payment's confirmation, or by the residual run), `cancelled` if the
 * payment was refunded while its residual was due. Rows are only ever inserted.
 */
export const unilevelResiduals = pgTable('unilevel_residuals', {
  // No foreign key: the confirmation that creates the row has the payment in hand, and checking it
  // on every claim of the residual run cost a fifth of the claim (docs/decisions/046-ledger-lines-carry-level-and-release-day.md).
  paymentId: integer('payment_id').primaryKey(),
  status: text('status', { enum: RESIDUAL_STATUSES }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

/**
 * Residuals a batch confirmation (the renewal job) left to the residual run: a queue the run takes
 * from (deleting what it claims), so that a month of renewals costs an insert and a delete per
 * payment instead of rewriting a status row and its indexes. The run takes it in the order of `line`
 * (decision 135).
 */
export const unilevelResidualsDue = pgTable('unilevel_residuals_due', {
  paymentId: integer('payment_id').primaryKey(),
  /** The payer's sponsorship line, then the payer (the first RESIDUAL_LINE_IDS ids): an order, read nowhere else. */
  line: integer('line').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('unilevel_residuals_due_line').on(t.line, t.paymentId)]);

import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { cents } from './columns';
import { ledgerTransactions } from './ledger';
import { payments } from './payments';

export const RETAINED_STATUSES = ['retained', 'released', 'clawed_back'] as const;

/**
 * A commission credited as retained (DESIGN.md section 7): released to the available wallet by the
 * daily job once its refund window has passed and the earner is up to date.
 */
export const retainedCommissions = pgTable(
  'retained_commissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // The earner and the payment without foreign keys: the commission's ledger transaction (whose
    // entry names the earner's account) is the integrity; checking both locked a users and a payments
    // row per commission, most of a batch's cost (docs/decisions.md).
    userId: integer('user_id').notNull(),
    transactionId: integer('transaction_id').notNull().references(() => ledgerTransactions.id),
    paymentId: integer('payment_id'),
    amount: cents('amount'),
    releaseOn: date('release_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: RETAINED_STATUSES }).notNull().default('retained'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('retained_commissions_due').on(t.status, t.releaseOn), index('retained_commissions_payment').on(t.paymentId)],
);

/**
 * The audit row of one member in one weekly binary cycle (DESIGN.md section 7). The carries of the
 * latest run are what the next run starts from: a member without a row there carries nothing.
 */
export const binaryCycleResults = pgTable(
  'binary_cycle_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
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
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('binary_cycle_results_week_user').on(t.week, t.userId), index('binary_cycle_results_user').on(t.userId, t.week)],
);

export const RESIDUAL_STATUSES = ['due', 'paid', 'cancelled'] as const;

/**
 * The unilevel residual of one monthly or annual payment (DESIGN.md section 7); the payment is its
 * idempotency key, so whichever path comes first pays it and the other finds it taken. `paid` once
 * its commissions are posted (by the confirmation hook, or by the residual run), `due` while a batch
 * confirmation (the renewal job) leaves it to the residual run, `cancelled` if refunded while due.
 */
export const unilevelResiduals = pgTable(
  'unilevel_residuals',
  {
    paymentId: integer('payment_id').primaryKey().references(() => payments.id),
    status: text('status', { enum: RESIDUAL_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('unilevel_residuals_due').on(t.paymentId).where(sql`${t.status} = 'due'`)],
);

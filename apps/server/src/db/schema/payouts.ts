import { TRANSFER_STATUSES } from '@vo/domain';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cents } from './columns';
import { countries } from './geography';
import { invoices } from './payments';
import { users } from './users';

/** IRPF withheld from an individual's payout by the country of residence (spec "irpfs (country)"). */
export const irpfs = pgTable('irpfs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  countryId: integer('country_id').notNull().references(() => countries.id).unique(),
  /** Percent in basis points (15 % = 1500). */
  rateBp: integer('rate_bp').notNull(),
});

/**
 * A payout request (spec "Transfer"): the breakdown is fixed at request time, the bank data is
 * copied from the profile, and the amount sits in payouts payable until accepted or cancelled.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull().default('pending'),
    requestAmount: cents('request_amount'),
    transferCost: cents('transfer_cost'),
    irpfRateBp: integer('irpf_rate_bp').notNull().default(0),
    ivaRateBp: integer('iva_rate_bp').notNull().default(0),
    irpf: cents('irpf'),
    iva: cents('iva'),
    requestTotal: cents('request_total'),
    actualAmount: cents('actual_amount'),
    iban: text('iban').notNull(),
    bic: text('bic').notNull(),
    reason: text('reason'),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    decidedBy: integer('decided_by').references(() => users.id),
    confirmAt: timestamp('confirm_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser's Idempotency-Key of the form submission: a double submit finds the transfer it made. */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('transfers_user').on(t.userId, t.createdAt),
    // Requests without a key (NULL) never collide: PostgreSQL treats NULLs as distinct.
    unique('transfers_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('transfers_status').on(t.status, t.createdAt),
    check('transfers_actual_positive', sql`${t.actualAmount} > 0`),
  ],
);

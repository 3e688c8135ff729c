import { INVOICE_KINDS as INVOICE_TYPES, PAYMENT_BY_OPTIONS, PAYMENT_STATUSES, PAYMENT_TYPES, RECTIFICATIONS, REGISTER_ORDER_STATUSES, type InvoiceConcept } from '@vo/domain';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { cents } from './columns';
import { memberships } from './memberships';
import { users } from './users';

// One source for the browser and the database: the domain package.
export { PAYMENT_STATUSES, PAYMENT_TYPES };

/** A payment (spec section 3): prepared first, priced by its register order, then confirmed once. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
    paymentBy: text('payment_by', { enum: PAYMENT_BY_OPTIONS }).notNull(),
    action: text('action').notNull().default(''),
    type: text('type', { enum: PAYMENT_TYPES }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('prepare'),
    membershipId: integer('membership_id').references(() => memberships.id),
    net: cents('net'),
    tax: cents('tax'),
    fee: cents('fee'),
    total: cents('total'),
    /** Network volume (points) the payment generates once confirmed. */
    points: cents('points'),
    enjoyPoints: cents('enjoy_points'),
    enjoyPass: integer('enjoy_pass'),
    providerReference: text('provider_reference'),
    reason: text('reason'),
    confirmedBy: integer('confirmed_by').references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_user').on(t.userId, t.createdAt), index('payments_status').on(t.status, t.paymentBy)],
);

/** The order a payment pays for (spec section 3 "Register order"), one per payment. */
export const registerOrders = pgTable('register_orders', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  paymentId: integer('payment_id').notNull().references(() => payments.id).unique(),
  newMemberId: integer('new_member_id').notNull().references(() => memberships.id),
  extra: jsonb('extra').$type<Record<string, string>>().notNull().default({}),
  status: text('status', { enum: REGISTER_ORDER_STATUSES }).notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// One source for the enums the API also names (packages/domain).
export { INVOICE_TYPES, RECTIFICATIONS };

/** Invoices numbered per series and year without gaps (a locked counter row per series-year). */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceNo: text('invoice_no').notNull().unique(),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    invoiceType: text('invoice_type', { enum: INVOICE_TYPES }).notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    paymentId: integer('payment_id').references(() => payments.id),
    /** The concept in Spanish as issued (searched); `conceptCode` is the same as data, read in each reader's language (older rows have none). */
    concept: text('concept').notNull(),
    conceptCode: jsonb('concept_code').$type<InvoiceConcept>(),
    net: cents('net'),
    tax: cents('tax'),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    fee: cents('fee'),
    withholding: cents('withholding'),
    actualAmount: cents('actual_amount'),
    /** Company and member tax data as they were when the invoice was issued. */
    parties: jsonb('parties').$type<{ issuer: Record<string, string>; recipient: Record<string, string> }>().notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** A rectifying invoice (refund, chargeback): the one invoice it cancels, unique so it is issued once, and why. */
    rectifiesInvoiceId: integer('rectifies_invoice_id').references((): AnyPgColumn => invoices.id).unique(),
    /** Why it rectifies, as a code the PDF translates; `reason` keeps the words of whoever refunded, if any. */
    rectification: text('rectification', { enum: RECTIFICATIONS }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('invoices_series_number').on(t.series, t.year, t.number), index('invoices_user').on(t.userId, t.createdAt)],
);

export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

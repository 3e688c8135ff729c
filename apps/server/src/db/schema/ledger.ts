import { MEMBER_ACCOUNT_KINDS } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Accounts a member holds (DESIGN.md section 6); money and points in cents. The list is the domain's (wallet movements name them). */
export { MEMBER_ACCOUNT_KINDS };
/**
 * What a member owes after a refund clawed back more than their balances held (DESIGN.md section 7):
 * the one member account that is debit-normal and may go negative; later earnings pay it off first.
 */
export const MEMBER_DEBT = 'member_debt';
/** The company's side of every entry. */
export const COMPANY_ACCOUNT_KINDS = [
  'company_revenue', 'company_commissions', 'company_payouts_payable', 'company_taxes', 'company_fees', 'company_bank', 'company_points_issued',
  // What members paid for reservations not yet confirmed or kept: given back on cancellation (DESIGN.md section 7b).
  'company_reservations_held',
] as const;
export type AccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number] | (typeof COMPANY_ACCOUNT_KINDS)[number];

/**
 * One row per account; `balance` is the running sum of its entries, written only by the ledger
 * service in the same statement as each entry and checked by `npm run check:ledger`.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id),
    kind: text('kind').$type<AccountKind>().notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One account per (owner, kind), the company's (null owner) included; lookups by user_id and kind use it.
    unique('ledger_accounts_owner_kind').on(t.userId, t.kind).nullsNotDistinct(),
    // No member account may go negative; company accounts carry the other side and may.
    check('ledger_member_accounts_not_negative', sql`${t.userId} is null or ${t.kind} = 'member_debt' or ${t.balance} >= 0`),
  ],
);

/** A business event that moved money: its entries add up to zero. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    /**
     * Commissions: the member whose payment caused it. No foreign key: checking one locks that
     * member's users row, per commission (docs/decisions/045-unilevel-residual-run-one-key-per-payment.md).
     */
    fromUserId: integer('from_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_transactions_reference').on(t.reference)],
);

/**
 * One line of a transaction. The transaction and the account are checked once per statement by the
 * trigger `ledger_entries_check` (migration 0018), which also refuses an unbalanced transaction:
 * foreign keys checked them row by row, half the cost of posting a month of residuals
 * (docs/decisions/046-ledger-lines-carry-level-and-release-day.md). Entries are append-only (trigger `ledger_append_only`).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer('transaction_id').notNull(),
    accountId: integer('account_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The unilevel or Enjoy bonus level a commission was earned on (one residual pays several levels). */
    level: integer('level'),
    /**
     * On the retained wallet: the day the line's refund window ends. The retained balance minus the
     * lines still in their window is what the daily job may release (DESIGN.md section 7).
     */
    releaseOn: date('release_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account').on(t.accountId, t.createdAt),
    index('ledger_entries_transaction').on(t.transactionId),
    // The company accounts summary reads a period's entries, and those after its end (bench/README.md, decision 120).
    index('ledger_entries_created_at').on(t.createdAt),
    index('ledger_entries_release_on').on(t.releaseOn).where(sql`${t.releaseOn} is not null`),
  ],
);

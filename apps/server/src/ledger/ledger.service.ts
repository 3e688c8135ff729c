import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, type AccountKind, type COMPANY_ACCOUNT_KINDS, type MEMBER_ACCOUNT_KINDS } from '../db/schema';
import { AppError, type ErrorCode } from '../lib/errors';
import { rowsOf } from '../db/rows';

export type MemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number];
export type CompanyAccountKind = (typeof COMPANY_ACCOUNT_KINDS)[number];
export type AccountRef = { userId: number; kind: MemberAccountKind } | { company: CompanyAccountKind };

export interface Posting {
  account: AccountRef;
  /** Signed cents: positive credits the account, negative debits it. */
  amount: number;
  /** The level a commission or bonus was earned on (wallet movements show it). */
  level?: number;
  /** Retained wallet lines: the day their refund window ends (see `ledgerEntries.releaseOn`). */
  releaseOn?: string;
}

export interface LedgerTransaction {
  kind: string;
  reason: string;
  reference?: string;
  /** Commissions: who caused it (wallet movements show it). */
  fromUserId?: number;
  postings: Posting[];
}

const ownerOf = (ref: AccountRef) => ('userId' in ref ? ref.userId : null);
const kindOf = (ref: AccountRef): AccountKind => ('userId' in ref ? ref.kind : ref.company);

/** The account's id, opened on first use (members get their accounts lazily). */
export async function accountId(tx: Tx, ref: AccountRef): Promise<number> {
  const owner = ownerOf(ref);
  const where = and(owner === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, owner), eq(ledgerAccounts.kind, kindOf(ref)));
  const [found] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (found) return found.id;
  await tx.execute(sql`insert into ledger_accounts (user_id, kind) values (${owner}, ${kindOf(ref)}) on conflict do nothing`);
  const [created] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  return created!.id;
}

const SHORTAGES: Partial<Record<MemberAccountKind, ErrorCode>> = { enjoy_points: 'ENJOY_POINTS_NOT_ENOUGH', travel_points: 'TRAVEL_POINTS_NOT_ENOUGH' };

function shortage(ref: AccountRef): AppError {
  return new AppError(('userId' in ref && SHORTAGES[ref.kind]) || 'WALLET_NOT_ENOUGH');
}

/**
 * Posts a balanced transaction (DESIGN.md section 6) inside the caller's transaction: every
 * balance moves in the same statement that checks it, row-locked, so two payments can never
 * spend the same euro; a member account that would go negative aborts the whole thing.
 */
export async function postTransaction(tx: Tx, transaction: LedgerTransaction): Promise<number> {
  const { postings } = transaction;
  if (!postings.length || postings.some((p) => !Number.isSafeInteger(p.amount) || p.amount === 0)) {
    throw new Error('ledger postings must be non-zero integer cents');
  }
  if (postings.reduce((sum, p) => sum + p.amount, 0) !== 0) throw new Error(`unbalanced ledger transaction ${transaction.kind}`);

  // One after the other: a transaction is one connection, which runs one query at a time anyway.
  const resolved: (Posting & { id: number })[] = [];
  for (const p of postings) resolved.push({ ...p, id: await accountId(tx, p.account) });
  // A fixed locking order: concurrent transactions over the same accounts queue instead of deadlocking.
  resolved.sort((a, b) => a.id - b.id);
  for (const posting of resolved) {
    const moved = await tx.execute(sql`
      update ledger_accounts set balance = balance + ${posting.amount}
      where id = ${posting.id} and (user_id is null or kind = 'member_debt' or balance + ${posting.amount} >= 0)
      returning id`);
    if (!rowsOf(moved).length) throw shortage(posting.account);
  }
  const [created] = await tx.insert(ledgerTransactions)
    .values({ kind: transaction.kind, reason: transaction.reason, reference: transaction.reference, fromUserId: transaction.fromUserId })
    .returning({ id: ledgerTransactions.id });
  await tx.insert(ledgerEntries).values(resolved.map((p) => ({ transactionId: created!.id, accountId: p.id, amount: p.amount, level: p.level, releaseOn: p.releaseOn })));
  return created!.id;
}

/** Current balances of a member's accounts (zero for accounts never used). */
export async function memberBalances(tx: Db | Tx, userId: number): Promise<Record<MemberAccountKind, number>> {
  const rows = await tx.select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  const balances = { wallet_available: 0, wallet_retained: 0, enjoy_points: 0, travel_points: 0, member_debt: 0 };
  for (const row of rows) balances[row.kind as MemberAccountKind] = row.balance;
  return balances;
}

import { madridDay } from '@vo/domain';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { MEMBER_DEBT } from '../db/schema';
import { accountId, type MemberAccountKind } from '../ledger/ledger.service';
import {
  insertTransactions, lockAccounts, moveBalances, ofMembers, openMemberAccounts, postLockedTransactions, readAccounts, type Line, type LockedTransaction,
} from '../ledger/post-transactions';
import { readVariables } from '../settings/variables.service';

/** One earner's share of a commission; `level` for unilevel residuals. Cents, > 0. */
export interface CommissionCredit {
  earnerId: number;
  amount: number;
  level?: number;
}

/** A commission event, one ledger transaction: a payment's residual pays every level of its upline at once. */
export interface Commission {
  /** Ledger kind: commission.direct, commission.unilevel, commission.binary. */
  kind: string;
  reason: string;
  reference: string;
  fromUserId?: number;
  credits: CommissionCredit[];
}

const DAY_MS = 86_400_000;
const RETAINED: MemberAccountKind = 'wallet_retained';

/** Where a commission goes: a debt left by an earlier clawback is paid off first, the rest is retained. */
function splitCommission(amount: number, owed: number): { payOff: number; retained: number } {
  const payOff = Math.min(amount, Math.max(0, owed));
  return { payOff, retained: amount - payOff };
}

type EarnerAccounts = { retained: Map<number, number>; debt: Map<number, { id: number; owed: number }> };

/**
 * The earners' retained and debt accounts and the company's commissions account: read as they are (`read`), or
 * locked in id order (`lock`) with the balances under the lock.
 */
async function earnerAccounts(tx: Tx, company: number, earners: number[], how: 'read' | 'lock'): Promise<EarnerAccounts> {
  const where = sql`id = ${company} or ${ofMembers(earners, [RETAINED, MEMBER_DEBT])}`;
  const rows = how === 'lock' ? await lockAccounts(tx, where) : await readAccounts(tx, where);
  const accounts: EarnerAccounts = { retained: new Map(), debt: new Map() };
  for (const a of rows) {
    if (a.user_id === null) continue;
    if (a.kind === RETAINED) accounts.retained.set(a.user_id, a.id);
    else accounts.debt.set(a.user_id, { id: a.id, owed: -Number(a.balance) });
  }
  return accounts;
}

const sameDebts = (a: EarnerAccounts['debt'], b: EarnerAccounts['debt']) =>
  a.size === b.size && [...a].every(([userId, debt]) => b.get(userId)?.id === debt.id && b.get(userId)?.owed === debt.owed);

/**
 * The commissions' ledger transactions (company commissions −total, per earner debt +payoff and retained +rest, on
 * the level earned), split by the debts in `accounts` and opening the retained accounts still missing.
 */
async function commissionTransactions(tx: Tx, commissions: readonly Commission[], accounts: EarnerAccounts, company: number, releaseOn: string): Promise<LockedTransaction[]> {
  const owed = new Map([...accounts.debt].map(([userId, debt]) => [userId, debt.owed]));
  // In list order, so that an earner's debt is paid off by their first commissions, as one by one.
  const split = commissions.map((c) => c.credits.map((credit) => {
    const parts = splitCommission(credit.amount, owed.get(credit.earnerId) ?? 0);
    if (owed.has(credit.earnerId)) owed.set(credit.earnerId, owed.get(credit.earnerId)! - parts.payOff);
    return parts;
  }));
  const unopened = new Set<number>();
  commissions.forEach((c, i) => c.credits.forEach((credit, k) => {
    if (split[i]![k]!.retained > 0 && !accounts.retained.has(credit.earnerId)) unopened.add(credit.earnerId);
  }));
  const retained = new Map(accounts.retained);
  if (unopened.size) for (const [userId, id] of await openMemberAccounts(tx, [...unopened], RETAINED)) retained.set(userId, id);
  return commissions.map((c, i) => ({
    kind: c.kind, reason: c.reason, reference: c.reference, fromUserId: c.fromUserId,
    lines: [
      { accountId: company, amount: -c.credits.reduce((sum, credit) => sum + credit.amount, 0) },
      ...c.credits.flatMap((credit, k): Line[] => {
        const { payOff, retained: rest } = split[i]![k]!;
        const level = credit.level ?? null;
        return [
          ...(payOff > 0 ? [{ accountId: accounts.debt.get(credit.earnerId)!.id, amount: payOff, level }] : []),
          ...(rest > 0 ? [{ accountId: retained.get(credit.earnerId)!, amount: rest, level, releaseOn }] : []),
        ];
      }),
    ],
  }));
}

/**
 * Credits commissions as retained (DESIGN.md section 7), any number at once: each share stays in the earner's
 * retained wallet through the refund window (its line carries the day the window ends) and while their membership
 * is out of date, after paying off the earner's debt. Each commission is one balanced ledger transaction, and the
 * whole list takes a handful of statements.
 *
 * Lines first, locks last (decision 135): the company's commissions account is in every commission, so a batch that
 * locked it before writing its lines made every other commission wait for the whole write. The split is made on the
 * debts as read, the lines are written under a savepoint, then the accounts are locked in id order and the balances
 * moved; should a debt have moved in between, the savepoint is rolled back and the split made again under the locks.
 */
export async function creditCommissions(tx: Tx, list: readonly Commission[], now = new Date()): Promise<void> {
  const commissions = list.map((c) => ({ ...c, credits: c.credits.filter((credit) => credit.amount > 0) })).filter((c) => c.credits.length);
  if (!commissions.length) return;
  const { retainedRefundWindowDays } = await readVariables(tx, ['retainedRefundWindowDays'] as const);
  const releaseOn = madridDay(new Date(now.getTime() + Number(retainedRefundWindowDays) * DAY_MS));
  const company = await accountId(tx, { company: 'company_commissions' });
  const earners = [...new Set(commissions.flatMap((c) => c.credits.map((credit) => credit.earnerId)))];
  const seen = await earnerAccounts(tx, company, earners, 'read');
  const posted = await tx.transaction(async (savepoint) => {
    const transactions = await commissionTransactions(savepoint, commissions, seen, company, releaseOn);
    await insertTransactions(savepoint, transactions);
    if (!sameDebts(seen.debt, (await earnerAccounts(savepoint, company, earners, 'lock')).debt)) savepoint.rollback();
    await moveBalances(savepoint, transactions);
  }).then(() => true, (error: unknown) => {
    if (error instanceof TransactionRollbackError) return false;
    throw error;
  });
  if (posted) return;
  const locked = await earnerAccounts(tx, company, earners, 'lock');
  await postLockedTransactions(tx, await commissionTransactions(tx, commissions, locked, company, releaseOn));
}

/** One commission (the per-payment hooks): the same rules and statements as a batch of one. */
export const creditCommission = (tx: Tx, c: Commission, now = new Date()) => creditCommissions(tx, [c], now);

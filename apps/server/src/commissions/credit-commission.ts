import { madridDay } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { intArray } from '../db/array-literal';
import type { Tx } from '../db/client';
import { MEMBER_DEBT } from '../db/schema';
import { accountId, type MemberAccountKind } from '../ledger/ledger.service';
import { lockAccounts, openMemberAccounts, postLockedTransactions, type Line } from '../ledger/post-transactions';
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

/** The earners' retained and debt accounts and the company's commissions account, locked in id order. */
async function lockEarnerAccounts(tx: Tx, company: number, earners: number[]) {
  const rows = await lockAccounts(tx, sql`id = ${company} or (user_id = any(${intArray(earners)}::int[]) and kind in (${RETAINED}, ${MEMBER_DEBT}))`);
  const retained = new Map<number, number>();
  const debt = new Map<number, { id: number; owed: number }>();
  for (const a of rows) {
    if (a.user_id === null) continue;
    if (a.kind === RETAINED) retained.set(a.user_id, a.id);
    else debt.set(a.user_id, { id: a.id, owed: -Number(a.balance) });
  }
  return { retained, debt };
}

/**
 * Credits commissions as retained (DESIGN.md section 7), any number at once: each share stays in the
 * earner's retained wallet through the refund window (its line carries the day the window ends) and
 * while their membership is out of date, after paying off the earner's debt. Each commission is one
 * balanced ledger transaction (company commissions −total, per earner debt +payoff and retained
 * +rest, on the level earned), and the whole list takes a handful of statements.
 */
export async function creditCommissions(tx: Tx, list: readonly Commission[], now = new Date()): Promise<void> {
  const commissions = list.map((c) => ({ ...c, credits: c.credits.filter((credit) => credit.amount > 0) })).filter((c) => c.credits.length);
  if (!commissions.length) return;
  const { retainedRefundWindowDays } = await readVariables(tx, ['retainedRefundWindowDays'] as const);
  const releaseOn = madridDay(new Date(now.getTime() + Number(retainedRefundWindowDays) * DAY_MS));
  const company = await accountId(tx, { company: 'company_commissions' });
  const accounts = await lockEarnerAccounts(tx, company, [...new Set(commissions.flatMap((c) => c.credits.map((credit) => credit.earnerId)))]);
  // In list order, so that an earner's debt is paid off by their first commissions, as one by one.
  const split = commissions.map((c) => c.credits.map((credit) => {
    const debt = accounts.debt.get(credit.earnerId);
    const parts = splitCommission(credit.amount, debt?.owed ?? 0);
    if (debt) debt.owed -= parts.payOff;
    return parts;
  }));
  const unopened = new Set<number>();
  commissions.forEach((c, i) => c.credits.forEach((credit, k) => {
    if (split[i]![k]!.retained > 0 && !accounts.retained.has(credit.earnerId)) unopened.add(credit.earnerId);
  }));
  if (unopened.size) for (const [userId, id] of await openMemberAccounts(tx, [...unopened], RETAINED)) accounts.retained.set(userId, id);
  await postLockedTransactions(tx, commissions.map((c, i) => ({
    kind: c.kind, reason: c.reason, reference: c.reference, fromUserId: c.fromUserId,
    lines: [
      { accountId: company, amount: -c.credits.reduce((sum, credit) => sum + credit.amount, 0) },
      ...c.credits.flatMap((credit, k): Line[] => {
        const { payOff, retained } = split[i]![k]!;
        const level = credit.level ?? null;
        return [
          ...(payOff > 0 ? [{ accountId: accounts.debt.get(credit.earnerId)!.id, amount: payOff, level }] : []),
          ...(retained > 0 ? [{ accountId: accounts.retained.get(credit.earnerId)!, amount: retained, level, releaseOn }] : []),
        ];
      }),
    ],
  })));
}

/** One commission (the per-payment hooks): the same rules and statements as a batch of one. */
export const creditCommission = (tx: Tx, c: Commission, now = new Date()) => creditCommissions(tx, [c], now);

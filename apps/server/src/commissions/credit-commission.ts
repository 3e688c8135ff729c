import { madridDay } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { intArray, textArray } from '../db/array-literal';
import type { Tx } from '../db/client';
import { MEMBER_DEBT } from '../db/schema';
import { accountId } from '../ledger/ledger.service';
import { readVariables } from '../settings/variables.service';

export interface Commission {
  earnerId: number;
  /** Cents, > 0. */
  amount: number;
  /** Ledger kind: commission.direct, commission.unilevel, commission.binary. */
  kind: string;
  reason: string;
  reference: string;
  fromUserId?: number;
  level?: number;
  paymentId?: number;
}

const DAY_MS = 86_400_000;
const RETAINED = 'wallet_retained';

/** Where a commission goes: a debt left by an earlier clawback is paid off first, the rest is retained. */
export function splitCommission(amount: number, owed: number): { payOff: number; retained: number } {
  const payOff = Math.min(amount, Math.max(0, owed));
  return { payOff, retained: amount - payOff };
}

type AccountRow = { id: number; user_id: number | null; kind: string; balance: string | number };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The earners' retained and debt accounts and the company's commissions account, locked in id order (the ledger's locking order). */
async function lockAccounts(tx: Tx, company: number, earners: number[]) {
  const rows = rowsOf<AccountRow>(await tx.execute(sql`
    select id, user_id, kind, balance from ledger_accounts
    where id = ${company} or (user_id = any(${intArray(earners)}::int[]) and kind in (${RETAINED}, ${MEMBER_DEBT}))
    order by id for update`));
  const retained = new Map<number, number>();
  const debt = new Map<number, { id: number; owed: number }>();
  for (const a of rows) {
    if (a.user_id === null) continue;
    if (a.kind === RETAINED) retained.set(a.user_id, a.id);
    else debt.set(a.user_id, { id: a.id, owed: -Number(a.balance) });
  }
  return { retained, debt };
}

/** Members get their retained wallet on their first commission. */
async function openRetainedAccounts(tx: Tx, userIds: number[], into: Map<number, number>) {
  await tx.execute(sql`insert into ledger_accounts (user_id, kind) select unnest(${intArray(userIds)}::int[]), ${RETAINED} on conflict do nothing`);
  const opened = rowsOf<{ id: number; user_id: number }>(await tx.execute(sql`
    select id, user_id from ledger_accounts where user_id = any(${intArray(userIds)}::int[]) and kind = ${RETAINED} order by id for update`));
  for (const a of opened) into.set(a.user_id, a.id);
}

/**
 * Credits commissions as retained (DESIGN.md section 7), any number at once: each stays in the
 * earner's retained wallet through the refund window and while their membership is out of date
 * (the daily release job moves it to available), after paying off the earner's debt. Every
 * commission is its own balanced ledger transaction (company commissions −amount, the earner's
 * debt +payoff, retained +rest) with its retained_commissions row, but the whole list takes four to
 * six statements: variables, company account, the earners' accounts locked, new wallets, then one
 * statement for the transactions, entries, retained rows and balances.
 */
export async function creditCommissions(tx: Tx, list: readonly Commission[], now = new Date()): Promise<void> {
  const credits = list.filter((c) => c.amount > 0);
  if (!credits.length) return;
  const { retainedRefundWindowDays } = await readVariables(tx, ['retainedRefundWindowDays'] as const);
  const company = await accountId(tx, { company: 'company_commissions' });
  const accounts = await lockAccounts(tx, company, [...new Set(credits.map((c) => c.earnerId))]);
  // In list order, so that an earner's debt is paid off by their first commissions, as one by one.
  const splits = credits.map((c) => {
    const debt = accounts.debt.get(c.earnerId);
    const split = splitCommission(c.amount, debt?.owed ?? 0);
    if (debt) debt.owed -= split.payOff;
    return split;
  });
  const unopened = new Set(credits.filter((c, i) => splits[i]!.retained > 0 && !accounts.retained.has(c.earnerId)).map((c) => c.earnerId));
  if (unopened.size) await openRetainedAccounts(tx, [...unopened], accounts.retained);
  const releaseOn = madridDay(new Date(now.getTime() + Number(retainedRefundWindowDays) * DAY_MS));
  const column = <T>(f: (c: Commission, i: number) => T) => credits.map(f);
  // One statement: ids from the sequence, the transactions, their entries, the retained rows, and each
  // account's balance moved once by the sum of its entries (the rows are already locked).
  await tx.execute(sql`
    with c as (
      select nextval(pg_get_serial_sequence('ledger_transactions', 'id'))::int as id, c.*
      from unnest(${textArray(column((c) => c.kind))}::text[], ${textArray(column((c) => c.reason))}::text[],
        ${textArray(column((c) => c.reference))}::text[], ${intArray(column((c) => c.fromUserId ?? null))}::int[],
        ${intArray(column((c) => c.level ?? null))}::int[], ${intArray(column((c) => c.amount))}::bigint[],
        ${intArray(column((_, i) => splits[i]!.payOff))}::bigint[], ${intArray(column((c) => accounts.debt.get(c.earnerId)?.id ?? null))}::int[],
        ${intArray(column((c) => accounts.retained.get(c.earnerId) ?? null))}::int[], ${intArray(column((c) => c.earnerId))}::int[],
        ${intArray(column((c) => c.paymentId ?? null))}::int[])
        as c(kind, reason, reference, from_user_id, level, amount, pay_off, debt_account, retained_account, earner, payment_id)),
    t as (
      insert into ledger_transactions (id, kind, reason, reference, from_user_id, level) overriding system value
      select id, kind, reason, reference, from_user_id, level from c),
    e as (
      insert into ledger_entries (transaction_id, account_id, amount)
      select id, ${company}, -amount from c
      union all select id, debt_account, pay_off from c where pay_off > 0
      union all select id, retained_account, amount - pay_off from c where amount > pay_off
      returning account_id, amount),
    r as (
      insert into retained_commissions (user_id, transaction_id, payment_id, amount, release_on)
      select earner, id, payment_id, amount - pay_off, ${releaseOn}::date from c where amount > pay_off)
    update ledger_accounts a set balance = a.balance + m.amount
    from (select account_id, sum(amount) as amount from e group by account_id) m where a.id = m.account_id`);
}

/** One commission (the per-payment hooks): the same rules and statements as a batch of one. */
export const creditCommission = (tx: Tx, c: Commission, now = new Date()) => creditCommissions(tx, [c], now);

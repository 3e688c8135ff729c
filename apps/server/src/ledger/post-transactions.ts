import { sql, type SQL } from 'drizzle-orm';
import { intArray, textArray } from '../db/array-literal';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import type { MemberAccountKind } from './ledger.service';

/** One line of a transaction whose account is already known (and row-locked by the caller). */
export interface Line {
  accountId: number;
  /** Signed cents. */
  amount: number;
  level?: number | null;
  /** Retained wallet lines: the day the refund window ends. */
  releaseOn?: string | null;
}

export interface LockedTransaction {
  kind: string;
  reason: string;
  reference?: string | null;
  fromUserId?: number | null;
  lines: Line[];
}

/**
 * Locks accounts in id order, the ledger's locking order, so that concurrent posters queue instead of
 * deadlocking. Returns the rows with their balances as they are under the lock.
 */
export async function lockAccounts(tx: Tx, where: SQL) {
  return rowsOf<{ id: number; user_id: number | null; kind: string; balance: string | number }>(await tx.execute(sql`
    select id, user_id, kind, balance from ledger_accounts where ${where} order by id for update`));
}

/**
 * Members' accounts of one kind, opened where missing (members get them lazily) and locked: user id → account id.
 * Those the insert opens come back from it, unseen by anyone else until the commit; only those another transaction
 * opened in between are looked up by their key. Looking up all of them again scanned every account per batch of a
 * commission run (decision 135).
 */
export async function openMemberAccounts(tx: Tx, userIds: number[], kind: MemberAccountKind): Promise<Map<number, number>> {
  const opened = rowsOf<{ id: number; user_id: number }>(await tx.execute(sql`
    insert into ledger_accounts (user_id, kind) select unnest(${intArray(userIds)}::int[]), ${kind} on conflict do nothing returning id, user_id`));
  const accounts = new Map(opened.map((a) => [a.user_id, a.id]));
  const openedElsewhere = userIds.filter((id) => !accounts.has(id));
  if (openedElsewhere.length) {
    for (const a of await lockAccounts(tx, sql`user_id = any(${intArray(openedElsewhere)}::int[]) and kind = ${kind}`)) accounts.set(a.user_id!, a.id);
  }
  return accounts;
}

/**
 * Posts any number of balanced transactions in one statement (set-based jobs: commissions, releases):
 * ids from the sequence, the transactions, their lines, and each account's balance moved once by the
 * sum of its lines. The caller has locked the accounts (`lockAccounts`) and checked what may be
 * debited; the database still refuses a member balance below zero and an unbalanced transaction.
 */
export async function postLockedTransactions(tx: Tx, list: readonly LockedTransaction[]): Promise<void> {
  const transactions = list.filter((t) => t.lines.length);
  if (!transactions.length) return;
  for (const t of transactions) {
    if (t.lines.some((l) => !Number.isSafeInteger(l.amount)) || t.lines.reduce((sum, l) => sum + l.amount, 0) !== 0) {
      throw new Error(`unbalanced ledger transaction ${t.kind}`);
    }
  }
  const lines = transactions.flatMap((t, i) => t.lines.map((line) => ({ ...line, ord: i + 1 })));
  const line = <T>(f: (l: (typeof lines)[number]) => T) => lines.map(f);
  const head = <T>(f: (t: LockedTransaction) => T) => transactions.map(f);
  await tx.execute(sql`
    with t_in as (
      select nextval(pg_get_serial_sequence('ledger_transactions', 'id'))::int as id, t.*
      from unnest(${textArray(head((t) => t.kind))}::text[], ${textArray(head((t) => t.reason))}::text[],
        ${textArray(head((t) => t.reference ?? null))}::text[], ${intArray(head((t) => t.fromUserId ?? null))}::int[])
        with ordinality as t(kind, reason, reference, from_user_id, ord)),
    t as (
      insert into ledger_transactions (id, kind, reason, reference, from_user_id) overriding system value
      select id, kind, reason, reference, from_user_id from t_in),
    e as (
      insert into ledger_entries (transaction_id, account_id, amount, level, release_on)
      select t_in.id, l.account_id, l.amount, l.level, l.release_on
      from unnest(${intArray(line((l) => l.ord))}::int[], ${intArray(line((l) => l.accountId))}::int[], ${intArray(line((l) => l.amount))}::bigint[],
        ${intArray(line((l) => l.level ?? null))}::int[], ${textArray(line((l) => l.releaseOn ?? null))}::date[])
        as l(ord, account_id, amount, level, release_on)
      join t_in on t_in.ord = l.ord
      -- In account order: consecutive inserts into the (account, time) index land on the same pages.
      order by l.account_id
      returning account_id, amount)
    update ledger_accounts a set balance = a.balance + m.amount
    from (select account_id, sum(amount) as amount from e group by account_id) m where a.id = m.account_id`);
}

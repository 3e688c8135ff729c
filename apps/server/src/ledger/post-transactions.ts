import { sql, type SQL } from 'drizzle-orm';
import { intArray, textArray } from '../db/array-literal';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import type { MemberAccountKind } from './ledger.service';

/** One line of a transaction whose account is already known (and row-locked by the caller when its balance moves). */
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

type AccountRow = { id: number; user_id: number | null; kind: string; balance: string | number };

/**
 * Where-clause of the accounts of `kinds` these members have, found member by member through the (user, kind) key.
 * Written as `user_id = any(…) and kind in (…)`, PostgreSQL read the whole accounts table for a batch of thousands of
 * members, so each batch of a run cost more the more accounts there were (decision 135). The lateral subquery is
 * kept from being flattened into a join (`offset 0`) so that it stays one index lookup per member.
 */
export const ofMembers = (userIds: readonly number[], kinds: readonly string[]) => sql`id = any(array(
  select a.id from unnest(${intArray(userIds)}::int[]) as m(user_id)
  cross join lateral (select id from ledger_accounts where user_id = m.user_id and kind = any(${textArray(kinds)}::text[]) offset 0) a))`;

/**
 * Locks accounts in id order, the ledger's locking order, so that concurrent posters queue instead of
 * deadlocking. Returns the rows with their balances as they are under the lock.
 */
export async function lockAccounts(tx: Tx, where: SQL) {
  return rowsOf<AccountRow>(await tx.execute(sql`select id, user_id, kind, balance from ledger_accounts where ${where} order by id for update`));
}

/** The same rows as `lockAccounts`, read without locking them: what a poster expects to find once it takes the locks. */
export async function readAccounts(tx: Tx, where: SQL) {
  return rowsOf<AccountRow>(await tx.execute(sql`select id, user_id, kind, balance from ledger_accounts where ${where}`));
}

/**
 * Members' accounts of one kind, opened where missing (members get them lazily): user id → account id. Not locked:
 * a new account is invisible to other transactions until this one commits. Opened in user order, so that two
 * transactions opening the same accounts queue on the first they share instead of deadlocking.
 */
export async function openMemberAccounts(tx: Tx, userIds: number[], kind: MemberAccountKind): Promise<Map<number, number>> {
  const sorted = [...userIds].sort((a, b) => a - b);
  await tx.execute(sql`insert into ledger_accounts (user_id, kind) select unnest(${intArray(sorted)}::int[]), ${kind} on conflict do nothing`);
  const rows = await readAccounts(tx, ofMembers(sorted, [kind]));
  return new Map(rows.map((a) => [a.user_id!, a.id]));
}

/** Balanced transactions with lines, checked: a transaction that does not sum to zero is a bug, never posted. */
function balanced(list: readonly LockedTransaction[]) {
  const transactions = list.filter((t) => t.lines.length);
  for (const t of transactions) {
    if (t.lines.some((l) => !Number.isSafeInteger(l.amount)) || t.lines.reduce((sum, l) => sum + l.amount, 0) !== 0) {
      throw new Error(`unbalanced ledger transaction ${t.kind}`);
    }
  }
  return transactions;
}

/**
 * Writes any number of balanced transactions in one statement (set-based jobs: commissions, releases): ids from
 * the sequence, the transactions and their lines. No balance moves here (`moveBalances`), so no account needs to
 * be locked yet; the database still refuses an unbalanced transaction.
 */
export async function insertTransactions(tx: Tx, list: readonly LockedTransaction[]): Promise<void> {
  const transactions = balanced(list);
  if (!transactions.length) return;
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
      select id, kind, reason, reference, from_user_id from t_in)
    insert into ledger_entries (transaction_id, account_id, amount, level, release_on)
    select t_in.id, l.account_id, l.amount, l.level, l.release_on
    from unnest(${intArray(line((l) => l.ord))}::int[], ${intArray(line((l) => l.accountId))}::int[], ${intArray(line((l) => l.amount))}::bigint[],
      ${intArray(line((l) => l.level ?? null))}::int[], ${textArray(line((l) => l.releaseOn ?? null))}::date[])
      as l(ord, account_id, amount, level, release_on)
    join t_in on t_in.ord = l.ord
    -- In account order: consecutive inserts into the (account, time) index land on the same pages.
    order by l.account_id`);
}

/**
 * Moves each account's balance once by the sum of its lines in `list`, in one statement. The caller holds the
 * accounts' row locks (`lockAccounts`) and has checked what may be debited; the database still refuses a member
 * balance below zero.
 */
export async function moveBalances(tx: Tx, list: readonly LockedTransaction[]): Promise<void> {
  const lines = balanced(list).flatMap((t) => t.lines);
  if (!lines.length) return;
  // Summed in the statement: the planner, which cannot tell how many accounts a sum leaves, visits each by its
  // key in id order; given the lines' own count it scanned the whole accounts table for every batch (decision 135).
  await tx.execute(sql`
    update ledger_accounts a set balance = a.balance + m.amount
    from (select account_id, sum(amount) as amount
      from unnest(${intArray(lines.map((l) => l.accountId))}::int[], ${intArray(lines.map((l) => l.amount))}::bigint[]) as l(account_id, amount)
      group by account_id order by account_id) m
    where a.id = m.account_id`);
}

/** Posts balanced transactions on accounts the caller has locked (`lockAccounts`): their lines, then the balances. */
export async function postLockedTransactions(tx: Tx, list: readonly LockedTransaction[]): Promise<void> {
  await insertTransactions(tx, list);
  await moveBalances(tx, list);
}

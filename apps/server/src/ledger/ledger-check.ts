import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

export interface LedgerCheck {
  accounts: number;
  mismatches: { accountId: number; userId: number | null; kind: string; balance: number; entries: number }[];
  unbalancedTransactions: number[];
  /** Lines whose transaction or account does not exist (the database checks neither row by row). */
  orphanLines: number[];
  total: number;
  ok: boolean;
}

/** Proves every balance equals the sum of its entries, every transaction sums to zero, every line has its transaction and account, and everything sums to zero. */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const mismatches = rowsOf<{ id: number; user_id: number | null; kind: string; balance: string; entries: string }>(await db.execute(sql`
    select a.id, a.user_id, a.kind, a.balance, coalesce(sum(e.amount), 0) as entries
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id having a.balance <> coalesce(sum(e.amount), 0) order by a.id`));
  const unbalanced = rowsOf<{ transaction_id: number }>(await db.execute(sql`
    select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0 order by 1`));
  const orphans = rowsOf<{ id: number }>(await db.execute(sql`
    select e.id from ledger_entries e
    where not exists (select 1 from ledger_transactions t where t.id = e.transaction_id)
      or not exists (select 1 from ledger_accounts a where a.id = e.account_id)
    order by e.id limit 1000`));
  const [totals] = rowsOf<{ accounts: string; total: string }>(await db.execute(sql`
    select (select count(*) from ledger_accounts) as accounts, (select coalesce(sum(amount), 0) from ledger_entries) as total`));
  const total = Number(totals?.total ?? 0);
  return {
    accounts: Number(totals?.accounts ?? 0),
    mismatches: mismatches.map((m) => ({ accountId: m.id, userId: m.user_id, kind: m.kind, balance: Number(m.balance), entries: Number(m.entries) })),
    unbalancedTransactions: unbalanced.map((u) => u.transaction_id),
    orphanLines: orphans.map((o) => o.id),
    total,
    ok: mismatches.length === 0 && unbalanced.length === 0 && orphans.length === 0 && total === 0,
  };
}

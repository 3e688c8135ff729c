import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

type Row = { is_company: boolean; kind: string; accounts: string; balance: string; entries: string };

/**
 * The balances behind the ledger check, in cents: each company account, and the members' accounts totalled by kind
 * (a million members make a million rows: the console shows their sums), each beside the sum of its entries.
 */
export async function ledgerBalances(db: Db) {
  const rows = rowsOf<Row>(await db.execute(sql`
    select a.user_id is null as is_company, a.kind, count(*) as accounts, sum(a.balance) as balance, sum(coalesce(e.entries, 0)) as entries
    from ledger_accounts a
    left join (select account_id, sum(amount) as entries from ledger_entries group by account_id) e on e.account_id = a.id
    group by 1, 2 order by 1 desc, 2`));
  const shaped = rows.map((r) => ({ isCompany: r.is_company, kind: r.kind, accounts: Number(r.accounts), balance: Number(r.balance), entries: Number(r.entries) }));
  return {
    companyAccounts: shaped.filter((r) => r.isCompany).map(({ kind, balance, entries }) => ({ kind, balance, entries })),
    memberAccounts: shaped.filter((r) => !r.isCompany).map(({ kind, accounts, balance, entries }) => ({ kind, accounts, balance, entries })),
  };
}

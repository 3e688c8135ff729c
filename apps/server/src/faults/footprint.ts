import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * What a business change leaves behind, as counts and sums: equal before and after a failed
 * attempt means the attempt wrote nothing (job_runs, which records the failure, is left out).
 */
export async function footprint(db: Db): Promise<Record<string, number>> {
  const [row] = rowsOf<Record<string, string>>(await db.execute(sql`select
    (select count(*) from ledger_transactions) as ledger_transactions,
    (select count(*) from ledger_entries) as ledger_entries,
    (select coalesce(sum(abs(balance)), 0) from ledger_accounts) as balances,
    (select count(*) from invoices) as invoices,
    (select coalesce(sum(last), 0) from invoice_counters) as invoice_numbers,
    (select count(*) from network_volumes) as volume_rows,
    (select coalesce(sum(personal_points), 0) from users) as personal_points,
    (select count(*) from payments where status = 'paid') as paid_payments,
    (select count(*) from register_orders where status = 'confirmed') as confirmed_orders,
    (select count(*) from transfers) as transfers,
    (select count(*) from binary_cycle_runs) as cycle_runs,
    (select count(*) from binary_cycle_results) as cycle_results`));
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
}

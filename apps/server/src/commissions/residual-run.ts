import { madridDay } from '@vo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Earner } from './earner';
import { payClaimedResiduals, type ResidualPayment } from './unilevel-residual';

const RUN_BATCH = 5_000;

type Row = { id: number; user_id: number; net: string | number; type: string; status: string; sponsor_path: number[] };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Pays every unilevel residual left due (the renewal job's renewals), set-based: per batch of 5,000
 * payments one transaction claims them (due → paid), reads the payments with their payers'
 * sponsorship lines and posts all their commissions together. A batch that fails leaves its
 * payments due for the next run; a payment refunded meanwhile is claimed and pays nothing.
 */
export async function payDueResiduals(db: Db, today = madridDay()) {
  const known = new Map<number, Earner>();
  const totals = { payments: 0, commissions: 0, cents: 0 };
  let after = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = rowsOf<Row>(await tx.execute(sql`
        with claimed as (
          update unilevel_residuals r set status = 'paid', settled_at = now()
          where r.status = 'due' and r.payment_id in (
            select payment_id from unilevel_residuals where status = 'due' and payment_id > ${after} order by payment_id limit ${RUN_BATCH})
          returning r.payment_id)
        select p.id, p.user_id, p.net, p.type, p.status, u.sponsor_path
        from claimed c join payments p on p.id = c.payment_id join users u on u.id = p.user_id`));
      const payments: ResidualPayment[] = rows.filter((r) => r.status === 'paid')
        .map((r) => ({ id: r.id, userId: r.user_id, net: Number(r.net), type: r.type, sponsorPath: r.sponsor_path }));
      return { claimed: rows.map((r) => r.id), paid: payments.length, ...(await payClaimedResiduals(tx, payments, known, today)) };
    });
    if (!batch.claimed.length) return totals;
    after = Math.max(...batch.claimed);
    totals.payments += batch.paid;
    totals.commissions += batch.commissions;
    totals.cents += batch.cents;
  }
}

import { madridDay } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { parallelTransactions, type Db } from '../db/client';
import { noProgress, type JobProgress } from '../lib/jobs/job-progress';
import { payClaimedResiduals, type ResidualDepths, type ResidualPayment } from './unilevel-residual';
import { rowsOf } from '../db/rows';

const RUN_BATCH = 20_000;

/** One row per payment taken (`taken` = how many the batch took from the queue), or one row of nulls when none was left to pay. */
type Row = { taken: number; id: number | null; user_id: number | null; net: string | number | null; type: string | null; status: string | null; sponsor_path: number[] | null };

/**
 * Takes up to `limit` payments from the queue (skipping those another batch holds), records them paid and reads
 * them with their payers' sponsorship lines. In sponsorship order (the queue's `line`): payers next to each other in
 * the tree share their uplines, so a batch credits about 5,000 accounts at any network size, where taken by payment
 * it credited one per payment or so, more as the network grew (21,000 a batch at a million members; decision 135).
 * The batch's ids go to the delete as an array: written as `in (select …)`, PostgreSQL hashed them and scanned the
 * whole queue for every batch, which made the run quadratic (decision 130).
 */
export const claimBatch = (limit: number) => sql`
  with claimed as (
    delete from unilevel_residuals_due where payment_id = any(array(
      select payment_id from unilevel_residuals_due order by line, payment_id limit ${limit} for update skip locked))
    returning payment_id),
  settled as (
    insert into unilevel_residuals (payment_id, status, settled_at) select payment_id, 'paid', now() from claimed
    on conflict do nothing returning payment_id)
  select c.taken, p.id, p.user_id, p.net, p.type, p.status, u.sponsor_path
  from (select count(*)::int as taken from claimed) c
  left join (settled s join payments p on p.id = s.payment_id join users u on u.id = p.user_id) on true`;

/**
 * Pays every unilevel residual left due (the renewal job's renewals), set-based: per batch of 20,000
 * payments one transaction takes them from the queue (skipping those another batch holds), records
 * them paid, reads them with their payers' sponsorship lines and posts all their commissions
 * together. On PostgreSQL two batches run at once, so that one reads while the other writes (they
 * meet on the accounts' row locks, taken in id order). A batch that fails leaves its payments due
 * for the next run; a payment refunded meanwhile is recorded and pays nothing.
 */
export async function payDueResiduals(db: Db, today = madridDay(), progress: JobProgress = noProgress) {
  const known: ResidualDepths = new Map();
  const totals = { payments: 0, commissions: 0, cents: 0 };
  // The bar counts the payments taken from the queue out of those due at the start (more may join meanwhile).
  const [due] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from unilevel_residuals_due`));
  const total = due?.n ?? 0;
  let taken = 0;
  await progress(0, total);
  const worker = async () => {
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const rows = rowsOf<Row>(await tx.execute(claimBatch(RUN_BATCH)));
        const payments: ResidualPayment[] = rows.filter((r) => r.status === 'paid')
          .map((r) => ({ id: r.id!, userId: r.user_id!, net: Number(r.net), type: r.type!, sponsorPath: r.sponsor_path! }));
        return { claimed: rows[0]?.taken ?? 0, paid: payments.length, ...(await payClaimedResiduals(tx, payments, known, today)) };
      });
      if (!batch.claimed) return;
      taken += batch.claimed;
      await progress(taken, Math.max(total, taken));
      totals.payments += batch.paid;
      totals.commissions += batch.commissions;
      totals.cents += batch.cents;
    }
  };
  await Promise.all(Array.from({ length: parallelTransactions(db) }, worker));
  return totals;
}

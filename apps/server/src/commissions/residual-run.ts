import { madridDay } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { parallelTransactions, type Db } from '../db/client';
import { noProgress, type JobProgress } from '../lib/jobs/job-progress';
import { payClaimedResiduals, type ResidualDepths, type ResidualPayment } from './unilevel-residual';
import { rowsOf } from '../db/rows';
import { intArray } from '../db/array-literal';

const RUN_BATCH = 20_000;

/** Where a batch ended in the queue's order (its last `line`, then payment id): the next batch starts after it. */
export interface QueueKey {
  line: number[];
  paymentId: number;
}

/** The queue's order, as PostgreSQL compares `(line, payment_id)`: id by id, a line before the longer lines it starts. */
function compareKeys(a: QueueKey, b: QueueKey): number {
  for (let i = 0; i < Math.min(a.line.length, b.line.length); i += 1) {
    if (a.line[i] !== b.line[i]) return a.line[i]! - b.line[i]!;
  }
  return a.line.length - b.line.length || a.paymentId - b.paymentId;
}

/**
 * One row per payment taken (`taken` = how many the batch took from the queue, `last_*` the key of the last one),
 * or one row of nulls when none was left to pay.
 */
type Row = {
  taken: number; last_line: number[] | null; last_payment_id: number | null;
  id: number | null; user_id: number | null; net: string | number | null; type: string | null; status: string | null; sponsor_path: number[] | null;
};

/**
 * Takes up to `limit` payments from the queue (skipping those another batch holds), records them paid and reads
 * them with their payers' sponsorship lines. In sponsorship order (the queue's `line`): payers next to each other in
 * the tree share their uplines, so a batch credits about 5,000 accounts at any network size, where taken by payment
 * it credited one per payment or so, more as the network grew (21,000 a batch at a million members; decision 135).
 * From `after`, where the batches before ended: from the start, each batch walked the index entries of every payment
 * taken before it in the run (decision 135). The batch's ids go to the delete as an array: written as `in (select …)`,
 * PostgreSQL hashed them and scanned the whole queue for every batch (decision 130).
 */
export const claimBatch = (limit: number, after: QueueKey | null) => sql`
  with claimed as (
    delete from unilevel_residuals_due where payment_id = any(array(
      select payment_id from unilevel_residuals_due
      ${after ? sql`where (line, payment_id) > (${intArray(after.line)}::int[], ${after.paymentId}::int)` : sql``}
      order by line, payment_id limit ${limit} for update skip locked))
    returning payment_id, line),
  settled as (
    insert into unilevel_residuals (payment_id, status, settled_at) select payment_id, 'paid', now() from claimed
    on conflict do nothing returning payment_id)
  select c.taken, l.line as last_line, l.payment_id as last_payment_id, p.id, p.user_id, p.net, p.type, p.status, u.sponsor_path
  from (select count(*)::int as taken from claimed) c
  left join (select line, payment_id from claimed order by line desc, payment_id desc limit 1) l on true
  left join (settled s join payments p on p.id = s.payment_id join users u on u.id = p.user_id) on true`;

/**
 * Pays every unilevel residual left due (the renewal job's renewals), set-based: per batch of 20,000
 * payments one transaction takes them from the queue (skipping those another batch holds), records
 * them paid, reads them with their payers' sponsorship lines and posts all their commissions
 * together. On PostgreSQL two batches run at once, so that one reads while the other writes (they
 * meet on the accounts' row locks, taken in id order). A batch that fails leaves its payments due
 * for the next run; a payment refunded meanwhile is recorded and pays nothing.
 */
export async function payDueResiduals(db: Db, today = madridDay(), progress: JobProgress = noProgress, batchSize = RUN_BATCH) {
  const known: ResidualDepths = new Map();
  const totals = { payments: 0, commissions: 0, cents: 0 };
  // The bar counts the payments taken from the queue out of those due at the start (more may join meanwhile).
  const [due] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from unilevel_residuals_due`));
  const total = due?.n ?? 0;
  let taken = 0;
  await progress(0, total);
  // Batches go on from the furthest key any batch has ended at; once none is left after it, one claim from the start
  // takes what was queued behind it during the run (a worker stops when even that finds nothing to take).
  let after: QueueKey | null = null;
  const worker = async () => {
    for (;;) {
      const from = after;
      const batch = await db.transaction(async (tx) => {
        const rows = rowsOf<Row>(await tx.execute(claimBatch(batchSize, from)));
        const payments: ResidualPayment[] = rows.filter((r) => r.status === 'paid')
          .map((r) => ({ id: r.id!, userId: r.user_id!, net: Number(r.net), type: r.type!, sponsorPath: r.sponsor_path! }));
        const last = rows[0]?.last_line ? { line: rows[0].last_line, paymentId: rows[0].last_payment_id! } : null;
        return { claimed: rows[0]?.taken ?? 0, last, paid: payments.length, ...(await payClaimedResiduals(tx, payments, known, today)) };
      });
      if (!batch.last) {
        if (!from) return;
        after = null;
        continue;
      }
      if (!after || compareKeys(batch.last, after) > 0) after = batch.last;
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

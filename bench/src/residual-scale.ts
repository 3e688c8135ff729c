import { sql } from 'drizzle-orm';
import { payDueResiduals } from '../../apps/server/src/commissions/residual-run';
import { RESIDUAL_LINE_IDS, settleResidual } from '../../apps/server/src/commissions/unilevel-residual';
import type { Db } from '../../apps/server/src/db/client';
import { rowsOf, settle, timed, timedWithGc } from './measure';

/** Goal of issue 5 on PostgreSQL: the residual run of a million monthly payments. */
export const RESIDUAL_RUN_GOAL_MS = 60_000;
/** Payments inserted per statement when preparing the month (PGlite keeps a statement's rows in memory). */
const PREPARE_CHUNK = 200_000;
/** Payments whose residual the per-payment hook pays on its own (then rolled back), to compare. */
const HOOK_SAMPLE = 200;

type Residuals = Awaited<ReturnType<typeof payDueResiduals>>;

export interface ResidualOutcome {
  payments: number;
  prepareMs: number;
  seqScanMs: number;
  run: { result: Residuals; ms: number; gcMs: number; heapMb: number };
  again: { result: Residuals; ms: number };
  hook: { payments: number; perPaymentMs: number };
}

/**
 * A month of renewals: `count` paid monthly fees at each plan's monthly net, one per member with a
 * monthly fee in id order, round again until `count` (so a 1M-member network gets 1M payments),
 * as the renewal job leaves them, with their residual due. Set-based INSERT … SELECT, then vacuum.
 */
async function prepareMonth(db: Db, count: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table bench_payers on commit drop as
      select u.id, u.membership_id, m.month_amount, (row_number() over (order by u.id) - 1)::int as k
      from users u join memberships m on m.id = u.membership_id where m.month_amount > 0 and not u.is_system`);
    const [payers] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from bench_payers`));
    for (let from = 0; from < count; from += PREPARE_CHUNK) {
      await tx.execute(sql`
        insert into payments (user_id, payment_by, action, type, status, membership_id, net, total, confirmed_at)
        select p.id, 'WALLET_PAYMENT', 'bench_renewal', 'monthly', 'paid', p.membership_id, p.month_amount, p.month_amount, now()
        from generate_series(${from}::int, ${Math.min(count, from + PREPARE_CHUNK) - 1}::int) g join bench_payers p on p.k = g % ${payers!.n}::int order by g`);
    }
  });
  await db.execute(sql`vacuum analyze payments`);
}

class RollBack extends Error {}

/** The per-payment path (the confirmation hook's `settleResidual(…, 'now')`) on a sample, rolled back. */
async function hookCost(db: Db): Promise<{ payments: number; perPaymentMs: number }> {
  const sample = rowsOf<{ id: number; user_id: number; net: string; sponsor_path: number[] }>(await db.execute(sql`
    select p.id, p.user_id, p.net, u.sponsor_path from payments p join users u on u.id = p.user_id
    where p.action = 'bench_renewal' order by (p.id::bigint * 7919) % 1000003 limit ${HOOK_SAMPLE}`));
  let perPaymentMs = Number.NaN;
  try {
    await db.transaction(async (tx) => {
      const start = performance.now();
      for (const p of sample) {
        await settleResidual(tx, { id: p.id, userId: p.user_id, net: Number(p.net), type: 'monthly', sponsorPath: p.sponsor_path }, 'now');
      }
      perPaymentMs = (performance.now() - start) / Math.max(1, sample.length);
      throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  return { payments: sample.length, perPaymentMs };
}

/** `count` renewals left due with their residuals, after the per-payment hook was timed on a sample of them. */
export async function prepareDueMonth(db: Db, count: number, log: (line: string) => void): Promise<Pick<ResidualOutcome, 'prepareMs' | 'hook'>> {
  const prepared = await timed(() => prepareMonth(db, count));
  log(`residual: ${count.toLocaleString('en')} monthly payments in ${(prepared.ms / 1000).toFixed(1)} s; per-payment hook sample`);
  const hook = await hookCost(db);
  log(`residual: hook ${hook.perPaymentMs.toFixed(2)} ms per payment (${hook.payments}, rolled back); leaving the month's residuals due`);
  const claims = await timed(async () => {
    await db.execute(sql`insert into unilevel_residuals_due (payment_id, line)
      select p.id, (u.sponsor_path || u.id)[1:${RESIDUAL_LINE_IDS}] from payments p join users u on u.id = p.user_id
      where p.action = 'bench_renewal' order by p.id`);
    await settle(db);
  });
  return { prepareMs: prepared.ms + claims.ms, hook };
}

/**
 * Measures the monthly residual run (issue 5) on a seeded network: `count` renewals left due, the
 * per-payment hook timed on a sample, one sequential scan of users (the floor), then
 * `payDueResiduals` twice (the second must find nothing due).
 */
export async function measureResidual(db: Db, count: number, seqScan: () => Promise<number>, log: (line: string) => void): Promise<ResidualOutcome> {
  const { prepareMs, hook } = await prepareDueMonth(db, count, log);
  const seqScanMs = await seqScan();
  log(`residual: sequential scan ${seqScanMs.toFixed(0)} ms; residual run`);
  const run = await timedWithGc(() => payDueResiduals(db));
  log(`residual: run ${(run.ms / 1000).toFixed(1)} s (GC ${(run.gcMs / 1000).toFixed(1)} s, heap ${run.heapMb.toFixed(0)} MB at the start) — ${run.value.commissions.toLocaleString('en')} commissions; again`);
  const again = await timed(() => payDueResiduals(db));
  return {
    payments: count, prepareMs, seqScanMs,
    run: { result: run.value, ms: run.ms, gcMs: run.gcMs, heapMb: run.heapMb }, again: { result: again.value, ms: again.ms }, hook,
  };
}

const seconds = (value: number) => (value / 1000).toFixed(1);
const euros = (cents: number) => (cents / 100).toLocaleString('en', { maximumFractionDigits: 0 });

/** The residual table of the commissions section: one row per database, its run and the replay. */
export function residualRows(database: string, o: ResidualOutcome, requested: number): string[][] {
  const perThousand = (o.run.ms / Math.max(1, o.payments)) * 1000;
  const verdict = o.payments < requested ? 'smaller size'
    : o.run.ms <= RESIDUAL_RUN_GOAL_MS ? 'PASS' : `MISS by ${seconds(o.run.ms - RESIDUAL_RUN_GOAL_MS)} s (${(o.run.ms / RESIDUAL_RUN_GOAL_MS).toFixed(1)}×)`;
  const row = (run: string, r: Residuals, ms: number, goal: string, gc: string[], hook: string[]) => [
    database, run, run === 'run again' ? '' : o.payments.toLocaleString('en'), r.payments.toLocaleString('en'), r.commissions.toLocaleString('en'), euros(r.cents),
    o.seqScanMs.toFixed(0), seconds(ms), ...gc, `${(ms / o.seqScanMs).toFixed(0)}×`, ...hook, goal,
  ];
  return [
    row('month of renewals', o.run.result, o.run.ms, verdict, [seconds(o.run.gcMs), o.run.heapMb.toFixed(0)], [
      perThousand.toFixed(0), `${o.hook.perPaymentMs.toFixed(2)} (n = ${o.hook.payments})`, seconds(o.hook.perPaymentMs * o.payments),
    ]),
    row('run again', o.again.result, o.again.ms, '', ['', ''], ['', '', '']),
  ];
}

export const RESIDUAL_HEADER = [
  'database', 'run', 'payments due', 'payments paid', 'commissions', 'residuals €', 'seq scan ms', 'run s', 'of which GC s', 'heap MB at the start', 'run ÷ scan',
  'ms per 1,000 payments', 'hook ms/payment (sample)', 'hook × payments, estimated s', `goal ≤ ${RESIDUAL_RUN_GOAL_MS / 1000} s for 1M (PostgreSQL)`,
];
export const RESIDUAL_ALIGN: ('l' | 'r')[] = ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'];

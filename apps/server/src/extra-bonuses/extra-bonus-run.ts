import {
  extraBonusPeriodDays, extraBonusPeriodMonths, extraBonusPool, isExtraBonusPeriod, lastEndedExtraBonusPeriod, lastEndedMonth, madridDay, splitByWeight,
  type ExtraBonusKind,
} from '@vo/domain';
import { sql } from 'drizzle-orm';
import { clubQualificationJob } from '../clubs/club-pass';
import { creditCommissions, type Commission } from '../commissions/credit-commission';
import { intArray } from '../db/array-literal';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { AppError } from '../lib/errors';
import { runJobOnce, type JobDefinition } from '../lib/jobs/job-runner';
import { EXTRA_BONUS_LOCK, extraBonusReference, membershipRevenue, poolShareBp, weightsOfPeriod } from './extra-bonus-measures';

/** Members per ledger transaction of a pool (each loads and locks their accounts). */
const CREDIT_BATCH = 5_000;

/** Whether the club qualification of `month` has run (scheduled, or by an admin's "run now" that recorded it). */
async function clubsQualified(db: Db, month: string): Promise<boolean> {
  const [row] = rowsOf<{ done: boolean }>(await db.execute(sql`
    select exists (select 1 from job_runs where job = ${clubQualificationJob.name} and status = 'done'
      and (period_key = ${month} or details->>'period' = ${month})) as done`));
  return row!.done;
}

export interface ExtraBonusRunResult {
  kind: ExtraBonusKind;
  period: string;
  alreadyRun: boolean;
  base: number;
  payments: number;
  pool: number;
  members: number;
  paid: number;
}

async function payPeriod(tx: Tx, kind: ExtraBonusKind, period: string): Promise<ExtraBonusRunResult> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EXTRA_BONUS_LOCK})`);
  const [done] = rowsOf<{ id: number }>(await tx.execute(sql`select id from extra_bonus_runs where kind = ${kind} and period = ${period}`));
  if (done) return { kind, period, alreadyRun: true, base: 0, payments: 0, pool: 0, members: 0, paid: 0 };
  const shareBp = await poolShareBp(tx, kind);
  const { base, payments } = await membershipRevenue(tx, kind, period);
  const pool = extraBonusPool(base, shareBp);
  const weights = await weightsOfPeriod(tx, kind, period);
  const shares = splitByWeight(pool, weights);
  const totalWeight = weights.reduce((sum, m) => sum + m.weight, 0);
  const paid = totalWeight > 0 ? pool : 0;
  const [run] = rowsOf<{ id: number }>(await tx.execute(sql`
    insert into extra_bonus_runs (kind, period, share_bp, base, payments, pool, members, total_weight, paid)
    values (${kind}, ${period}, ${shareBp}, ${base}, ${payments}, ${pool}, ${weights.length}, ${totalWeight}, ${paid}) returning id`));
  if (weights.length) {
    await tx.execute(sql`
      insert into extra_bonus_shares (run_id, user_id, weight, amount)
      select ${run!.id}, s.user_id, s.weight, s.amount
      from unnest(${intArray(weights.map((m) => m.id))}::int[], ${intArray(weights.map((m) => m.weight))}::int[],
        ${intArray(weights.map((m) => shares.get(m.id)!))}::bigint[]) as s(user_id, weight, amount)`);
  }
  const credits = weights.map((m) => ({ earnerId: m.id, amount: shares.get(m.id)! })).filter((c) => c.amount > 0);
  const commissions: Commission[] = [];
  for (let start = 0; start < credits.length; start += CREDIT_BATCH) {
    commissions.push({ kind: 'commission.extra_bonus', reason: `extra_${kind}_bonus`, reference: extraBonusReference(kind, period), credits: credits.slice(start, start + CREDIT_BATCH) });
  }
  for (const c of commissions) await creditCommissions(tx, [c]);
  return { kind, period, alreadyRun: false, base, payments, pool, members: weights.length, paid };
}

/**
 * Pays one period's extra bonus pool (issue 17): once the period has ended and the club qualification of its last
 * month has run (when it is the month just ended), in one transaction records the run (its unique key pays a period once; a second run, even at the
 * same moment on another instance, finds it and pays nothing), every member's share, and credits the shares as
 * commissions (retained through the refund window, after paying off any debt) in one ledger transaction per batch.
 */
export async function runExtraBonus(db: Db, kind: ExtraBonusKind, period: string, today = madridDay()): Promise<ExtraBonusRunResult> {
  if (!isExtraBonusPeriod(kind, period)) throw new AppError('VALIDATION');
  if (extraBonusPeriodDays(kind, period).next > today) throw new AppError('EXTRA_BONUS_PERIOD_NOT_ENDED');
  if (!(await clubsReadyFor(db, kind, period, today))) throw new AppError('EXTRA_BONUS_CLUBS_NOT_QUALIFIED');
  return db.transaction((tx) => payPeriod(tx, kind, period));
}

/** The month the club job is about to qualify is waited for; an older month never qualified had nobody qualified. */
async function clubsReadyFor(db: Db, kind: ExtraBonusKind, period: string, today: string): Promise<boolean> {
  const lastMonth = extraBonusPeriodMonths(kind, period).at(-1)!;
  return lastMonth !== lastEndedMonth(today) || clubsQualified(db, lastMonth);
}

const extraBonusJob = (kind: ExtraBonusKind, name: string): JobDefinition => ({
  name,
  periodKey: (now) => lastEndedExtraBonusPeriod(kind, madridDay(now)),
  // An admin's "run now" carries its own key: it pays the last ended period (one already paid pays nothing).
  run: async (db, periodKey) => ({ ...(await runExtraBonus(db, kind, isExtraBonusPeriod(kind, periodKey) ? periodKey : lastEndedExtraBonusPeriod(kind, madridDay()))) }),
  // Another instance may still be qualifying the month's clubs: wait for it rather than record a failed run.
  isReady: (db, periodKey) => clubsReadyFor(db, kind, periodKey, madridDay()),
});

/** After the month's club qualification (it follows it in the job list: a tick runs them in order). */
export const extraMonthlyBonusJob = extraBonusJob('monthly', 'extra-monthly-bonus');
/** After December's club qualification; the year's weights are its twelve months. */
export const extraAnnualBonusJob = extraBonusJob('annual', 'extra-annual-bonus');

/** POST /api/admin/extra_bonus_runs: a period's run claimed through the job runner like a scheduled one (once across instances). */
export const runExtraBonusPeriod = (db: Db, kind: ExtraBonusKind, period: string) =>
  runJobOnce(db, kind === 'monthly' ? extraMonthlyBonusJob : extraAnnualBonusJob, period);

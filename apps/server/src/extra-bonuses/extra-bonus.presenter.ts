import { centsToEuros, type ExtraBonusOutcome, type ExtraBonusPeriod, type ExtraBonusRunRecord } from '@vo/domain';
import type { extraBonusRuns, extraBonusShares } from '../db/schema';
import { hydraItem } from '../lib/hydra';
import type { JobOutcome } from '../lib/jobs/job-runner';
import type { ExtraBonusRunResult } from './extra-bonus-run';

type Run = typeof extraBonusRuns.$inferSelect;
type Share = typeof extraBonusShares.$inferSelect;

/** One paid period with the viewer's share (none: not qualified), id `kind-period`; euros from cents. */
export const presentExtraBonusPeriod = ({ run, share }: { run: Run; share: Share | null }): ExtraBonusPeriod =>
  hydraItem('extra_bonuses', 'ExtraBonusPeriod', `${run.kind}-${run.period}`, {
    kind: run.kind, period: run.period, base: centsToEuros(run.base), pool: centsToEuros(run.pool), members: run.members,
    qualified: share !== null, myWeight: share?.weight ?? 0, myShare: centsToEuros(share?.amount ?? 0),
    myClawedBack: centsToEuros(share?.clawedBack ?? 0), ranAt: run.ranAt.toISOString(),
  });

/** One paid period's statement for the console, id `kind-period`. */
export const presentExtraBonusRun = (run: Run): ExtraBonusRunRecord =>
  hydraItem('admin/extra_bonus_runs', 'ExtraBonusRun', `${run.kind}-${run.period}`, {
    kind: run.kind, period: run.period, sharePercent: run.shareBp / 100, base: centsToEuros(run.base), payments: run.payments,
    pool: centsToEuros(run.pool), members: run.members, totalWeight: run.totalWeight, paid: centsToEuros(run.paid),
    refundedBase: centsToEuros(run.refundedBase), clawedBack: centsToEuros(run.clawedBack), ranAt: run.ranAt.toISOString(),
  });

/** An admin's run of a period: what it did, in euros. */
export function presentExtraBonusOutcome(outcome: JobOutcome): ExtraBonusOutcome {
  if (outcome.status === 'skipped') return { status: 'skipped', periodKey: outcome.periodKey };
  // The job's details are what runExtraBonus returned (the runner stores them untyped).
  const d = outcome.details as unknown as ExtraBonusRunResult;
  return {
    status: 'done', periodKey: outcome.periodKey,
    details: { kind: d.kind, period: d.period, alreadyRun: d.alreadyRun, base: centsToEuros(d.base), payments: d.payments, pool: centsToEuros(d.pool), members: d.members, paid: centsToEuros(d.paid) },
  };
}

import { centsToEuros, type BinaryCycleOutcome, type BinaryCycleResult, type BinaryCycleRunRecord } from '@vo/domain';
import type { binaryCycleResults, binaryCycleRuns } from '../db/schema';
import { hydraItem } from '../lib/hydra';
import type { runBinaryCycleWeek } from './binary-cycle';

/** One member's week of the cycle, id `week-member`; points and euros from cents. */
export const presentBinaryCycleResult = (row: typeof binaryCycleResults.$inferSelect): BinaryCycleResult =>
  hydraItem('binary_cycle_results', 'BinaryCycleResult', `${row.week}-${row.userId}`, {
    week: row.week, user: `/api/users/${row.userId}`,
    left: centsToEuros(row.left), right: centsToEuros(row.right), pair: centsToEuros(row.pair), bonus: centsToEuros(row.bonus),
    capApplied: row.capApplied, leftCarry: centsToEuros(row.leftCarry), rightCarry: centsToEuros(row.rightCarry), reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  });

/** One weekly cycle that ran, id its week; bonus in euros. */
export const presentBinaryCycleRun = (row: typeof binaryCycleRuns.$inferSelect): BinaryCycleRunRecord =>
  hydraItem('admin/binary_cycle_runs', 'BinaryCycleRun', row.week, {
    week: row.week, volumeUntil: row.volumeUntil.toISOString(), members: row.members, withVolume: row.withVolume,
    paid: row.paid, bonus: centsToEuros(row.bonus), ranAt: row.ranAt.toISOString(),
  });

/** An admin's run of a week: what it did, the bonus in euros; the run's internal timings stay in the job's record. */
export function presentBinaryCycleOutcome(outcome: Awaited<ReturnType<typeof runBinaryCycleWeek>>): BinaryCycleOutcome {
  if (outcome.status === 'skipped') return { status: 'skipped', periodKey: outcome.periodKey };
  const { week, alreadyRun, members, withVolume, paid, bonusCents } = outcome.details;
  return { status: 'done', periodKey: outcome.periodKey, details: { week, alreadyRun, members, withVolume, paid, bonus: centsToEuros(bonusCents) } };
}

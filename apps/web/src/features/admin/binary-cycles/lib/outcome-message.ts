import type { BinaryCycleOutcome } from '@vo/domain';

/** The toast after running a week: paid now (how many members, the bonus in euros), or already paid before. */
export type OutcomeMessage =
  | { key: 'binaryCycles.alreadyRun'; week: string }
  | { key: 'binaryCycles.done'; week: string; paid: number; bonus: number };

export function outcomeMessage(week: string, outcome: BinaryCycleOutcome): OutcomeMessage {
  if (outcome.status === 'skipped' || outcome.details.alreadyRun) return { key: 'binaryCycles.alreadyRun', week };
  return { key: 'binaryCycles.done', week, paid: outcome.details.paid, bonus: outcome.details.bonus };
}

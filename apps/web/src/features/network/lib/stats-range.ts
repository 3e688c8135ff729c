import { addDays, isDay, MAX_STATS_POINTS, STATISTICS_START, STATS_PERIODS, statsPointCount, type StatsPeriod } from '@vo/domain';

export { STATISTICS_START, STATS_PERIODS, type StatsPeriod };
/** Default range: the last 30 days, one point per day. */
export const DEFAULT_RANGE_DAYS = 30;

export function defaultRange(today: string): { from: string; to: string } {
  const from = addDays(today, -(DEFAULT_RANGE_DAYS - 1));
  return { from: from < STATISTICS_START ? STATISTICS_START : from, to: today };
}

export const MAX_POINTS = MAX_STATS_POINTS;

export type RangeProblem =
  | { field: 'from' | 'to'; reason: 'required' }
  | { field: 'from'; reason: 'beforeStart' }
  | { field: 'to'; reason: 'afterToday' }
  | { field: 'to'; reason: 'beforeFrom' }
  | { field: 'period'; reason: 'tooManyPoints' };

/** What is wrong with a range before it is asked for (the server refuses the same ranges). */
export function rangeProblem(from: string, to: string, today: string, period: StatsPeriod = 'day'): RangeProblem | null {
  if (!isDay(from)) return { field: 'from', reason: 'required' };
  if (!isDay(to)) return { field: 'to', reason: 'required' };
  if (from < STATISTICS_START) return { field: 'from', reason: 'beforeStart' };
  if (to > today) return { field: 'to', reason: 'afterToday' };
  if (to < from) return { field: 'to', reason: 'beforeFrom' };
  if (statsPointCount(from, to, period) > MAX_POINTS) return { field: 'period', reason: 'tooManyPoints' };
  return null;
}

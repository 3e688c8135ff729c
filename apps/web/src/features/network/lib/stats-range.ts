import { madridDay, MAX_STATS_POINTS, STATISTICS_START, STATS_PERIODS, type StatsPeriod } from '@vo/domain';

export { STATISTICS_START, STATS_PERIODS, type StatsPeriod };
/** Default range: the last 30 days, one point per day. */
export const DEFAULT_RANGE_DAYS = 30;

/** The server counts days in Madrid time; so does the browser, so "today" is the same day on both sides. */
export const madridToday = madridDay;

/** `YYYY-MM-DD` plus `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function defaultRange(today: string): { from: string; to: string } {
  const from = addDays(today, -(DEFAULT_RANGE_DAYS - 1));
  return { from: from < STATISTICS_START ? STATISTICS_START : from, to: today };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const MAX_POINTS = MAX_STATS_POINTS;

export type RangeProblem =
  | { field: 'from' | 'to'; reason: 'required' }
  | { field: 'from'; reason: 'beforeStart' }
  | { field: 'to'; reason: 'afterToday' }
  | { field: 'to'; reason: 'beforeFrom' }
  | { field: 'period'; reason: 'tooManyPoints' };

/** How many points a range makes per period, counted as the server counts them. */
export function pointCount(from: string, to: string, period: StatsPeriod): number {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return Math.ceil(days / (period === 'day' ? 1 : period === 'week' ? 7 : 28));
}

/** What is wrong with a range before it is asked for (the server refuses the same ranges). */
export function rangeProblem(from: string, to: string, today: string, period: StatsPeriod = 'day'): RangeProblem | null {
  if (!ISO_DAY.test(from)) return { field: 'from', reason: 'required' };
  if (!ISO_DAY.test(to)) return { field: 'to', reason: 'required' };
  if (from < STATISTICS_START) return { field: 'from', reason: 'beforeStart' };
  if (to > today) return { field: 'to', reason: 'afterToday' };
  if (to < from) return { field: 'to', reason: 'beforeFrom' };
  if (pointCount(from, to, period) > MAX_POINTS) return { field: 'period', reason: 'tooManyPoints' };
  return null;
}

import { daysBetween } from './calendar';

/** Spec sections 5 and 9: statistics cannot go back before 17 March 2022. */
export const STATISTICS_START = '2022-03-17';
export const STATS_PERIODS = ['day', 'week', 'month'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
/** Most points one statistics series may have (a chart of years by day is refused). */
export const MAX_STATS_POINTS = 1000;

/** How many points a range makes per period (a month counts as 28 days): the server refuses, and the browser warns, alike. */
export function statsPointCount(from: string, to: string, period: StatsPeriod): number {
  return Math.ceil((daysBetween(from, to) + 1) / (period === 'day' ? 1 : period === 'week' ? 7 : 28));
}

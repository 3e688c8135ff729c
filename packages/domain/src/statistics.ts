/** Spec sections 5 and 9: statistics cannot go back before 17 March 2022. */
export const STATISTICS_START = '2022-03-17';
export const STATS_PERIODS = ['day', 'week', 'month'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
/** Most points one statistics series may have (a chart of years by day is refused). */
export const MAX_STATS_POINTS = 1000;

// Built once: constructing a formatter costs far more than formatting (it was a sixth of GET /api/me).
const MADRID_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The company's calendar day (Europe/Madrid), as `YYYY-MM-DD`: server jobs and browser agree on "today". */
export function madridDay(now = new Date()): string {
  return MADRID_DAY.format(now);
}

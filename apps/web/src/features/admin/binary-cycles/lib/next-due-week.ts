import { isoWeek, lastEndedWeek, weekBounds } from '@vo/domain';

export interface DueWeek {
  week: string;
  /** The Monday (Madrid) from which it can run: the day after it ends. The scheduler pays it by itself then. */
  runsFrom: string;
  /** It has ended: it can run today. */
  ready: boolean;
}

/**
 * Issue 18 item 11: the week the form offers is the next one due, the week after the last paid (the server refuses
 * weeks before a paid one); with none paid yet, the last ended week.
 */
export function nextDueWeek(paidWeeks: readonly string[], today: string): DueWeek {
  // ISO week names sort as text ("2026-W09" < "2026-W10").
  const lastPaid = paidWeeks.reduce<string | null>((latest, week) => (latest === null || week > latest ? week : latest), null);
  const week = lastPaid === null ? lastEndedWeek(today) : isoWeek(weekBounds(lastPaid).end);
  const runsFrom = weekBounds(week).end;
  return { week, runsFrom, ready: runsFrom <= today };
}

/** Day codes of the `supportPhoneHours` variable, as `payoutProcessingDays` writes them (Monday first). */
const DAY_CODES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const SCHEDULE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?:\s*-\s*(Mon|Tue|Wed|Thu|Fri|Sat|Sun))?\s+(.+)$/;
const TIME_RANGE = /^(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})$/;

/** The phone's hours in words of a language: first and last day, and the time ranges joined as a list. */
export interface PhoneHours {
  firstDay: string;
  /** Null when the phone answers one day only. */
  lastDay: string | null;
  hours: string;
}

/** A day's name in a language: 5 January 2026 was a Monday. */
const dayName = (code: (typeof DAY_CODES)[number], locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 5 + DAY_CODES.indexOf(code))));

/**
 * `supportPhoneHours` ("Mon-Fri 09:30-13:30, 15:00-19:00", an admin's value, language-neutral) in the reader's
 * language; null when the value does not follow that shape (the screen then shows it as written).
 */
export function phoneHoursIn(value: string, locale: string): PhoneHours | null {
  const schedule = SCHEDULE.exec(value.trim());
  if (!schedule) return null;
  const [, first, last, times] = schedule;
  const ranges = times!.split(',').map((range) => TIME_RANGE.exec(range.trim()));
  if (ranges.some((range) => !range)) return null;
  return {
    firstDay: dayName(first as (typeof DAY_CODES)[number], locale),
    lastDay: last && last !== first ? dayName(last as (typeof DAY_CODES)[number], locale) : null,
    hours: new Intl.ListFormat(locale, { type: 'conjunction' }).format(ranges.map((range) => `${range![1]}–${range![2]}`)),
  };
}

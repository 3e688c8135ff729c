import { TZDate } from '@date-fns/tz';
import { addDays as addDaysTo, addMonths as addMonthsTo, differenceInCalendarDays, format, getISODay, getISOWeek, getISOWeekYear, setISOWeek, startOfISOWeek } from 'date-fns';

/**
 * The company's calendar (DESIGN.md sections 7 and 8): days are `YYYY-MM-DD` in Europe/Madrid, weeks are ISO 8601
 * weeks (`2026-W47`, Monday to Sunday). Server jobs, the database's day cuts and the browser count the same days.
 */
export const COMPANY_TIME_ZONE = 'Europe/Madrid';

// Built once: constructing a formatter costs far more than formatting (it was a sixth of GET /api/me).
const MADRID_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

// The last second formatted: a time zone's days change on whole seconds, so every call within one second (a
// busy server asks for today on each GET /api/me) gets the same day without formatting again.
let lastSecond = { second: Number.NaN, day: '' };

/** The company's calendar day (Europe/Madrid) of an instant, as `YYYY-MM-DD`: server and browser agree on "today". */
export function madridDay(now = new Date()): string {
  const second = Math.floor(now.getTime() / 1000);
  if (second !== lastSecond.second) lastSecond = { second, day: MADRID_DAY.format(now) };
  return lastSecond.day;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayOf = (date: Date) => format(date, 'yyyy-MM-dd');

/** A calendar day in `zone` at its midnight (UTC, without summer time, makes day arithmetic exact); null if it is no day. */
function parseDay(day: string, zone = 'UTC'): TZDate | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const parsed = new TZDate(year, month, date, zone);
  // The Date constructor reads years 0 to 99 as 1900 to 1999; setFullYear takes them as written.
  if (year < 100) parsed.setFullYear(year, month, date);
  return dayOf(parsed) === day ? parsed : null;
}

function dateOf(day: string, zone = 'UTC'): TZDate {
  const date = parseDay(day, zone);
  if (!date) throw new RangeError(`not a day: ${day}`);
  return date;
}

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export const isDay = (value: string): boolean => parseDay(value) !== null;

/** The instant a company day starts (local midnight in Madrid, summer time included). */
export function madridDayStart(day: string): Date {
  return new Date(dateOf(day, COMPANY_TIME_ZONE).getTime());
}

/** `day` plus `days` calendar days (negative goes back), across months and years. */
export function addDays(day: string, days: number): string {
  return dayOf(addDaysTo(dateOf(day), days));
}

/** `day` plus `months` months; a day past the end of the month it lands in becomes that month's last day. */
export function addMonths(day: string, months: number): string {
  return dayOf(addMonthsTo(dateOf(day), months));
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(dateOf(to), dateOf(from));
}

/** ISO weekday of a day: 1 Monday ... 7 Sunday. */
export function isoWeekday(day: string): number {
  return getISODay(dateOf(day));
}

/** The Monday that starts the ISO week of `day`. */
export function startOfIsoWeek(day: string): string {
  return dayOf(startOfISOWeek(dateOf(day)));
}

/** ISO 8601 week of a calendar day, as "2026-W47" (weeks start on Monday; week 1 holds the first Thursday). */
export function isoWeek(day: string): string {
  const date = dateOf(day);
  return `${getISOWeekYear(date)}-W${String(getISOWeek(date)).padStart(2, '0')}`;
}

export const ISO_WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;

/** The Monday that starts an ISO week and the Monday after it (the week's end, exclusive); throws for a week that does not exist. */
export function weekBounds(week: string): { start: string; end: string } {
  const match = ISO_WEEK_PATTERN.exec(week);
  if (!match) throw new RangeError(`not an ISO week: ${week}`);
  // 4 January is always in week 1 of its ISO year.
  const start = dayOf(startOfISOWeek(setISOWeek(new TZDate(Number(match[1]), 0, 4, 'UTC'), Number(match[2]))));
  if (isoWeek(start) !== week) throw new RangeError(`no such week: ${week}`);
  return { start, end: addDays(start, 7) };
}

/** The last week that has fully ended on `day`: the binary cycle due on Sunday night is this one. */
export const lastEndedWeek = (day: string) => isoWeek(addDays(day, -7));

/** A company month, `YYYY-MM` (the clubs' qualification period). */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month before the one `day` falls in, `YYYY-MM`: a monthly job qualifies the month that has just ended. */
export const lastEndedMonth = (day: string): string => addMonths(`${day.slice(0, 7)}-01`, -1).slice(0, 7);

const DAY_MS = 86_400_000;

const parseDay = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new RangeError(`not a day: ${day}`);
  return ms;
};
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** ISO 8601 week of a calendar day, as "2026-W47" (weeks start on Monday; week 1 holds the first Thursday). */
export function isoWeek(day: string): string {
  const ms = parseDay(day);
  const weekday = new Date(ms).getUTCDay() || 7;
  const thursday = new Date(ms + (4 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export const ISO_WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;

/** The Monday that starts an ISO week and the Monday after it (the week's end, exclusive). */
export function weekBounds(week: string): { start: string; end: string } {
  const match = ISO_WEEK_PATTERN.exec(week);
  if (!match) throw new RangeError(`not an ISO week: ${week}`);
  const year = Number(match[1]);
  const jan4 = Date.UTC(year, 0, 4);
  const mondayOfWeek1 = jan4 - ((new Date(jan4).getUTCDay() || 7) - 1) * DAY_MS;
  const start = mondayOfWeek1 + (Number(match[2]) - 1) * 7 * DAY_MS;
  if (isoWeek(toDay(start)) !== week) throw new RangeError(`no such week: ${week}`);
  return { start: toDay(start), end: toDay(start + 7 * DAY_MS) };
}

/** The last week that has fully ended on `day`: the binary cycle due on Sunday night is this one. */
export const lastEndedWeek = (day: string) => isoWeek(toDay(parseDay(day) - 7 * DAY_MS));

/** The company's time zone: payouts are batched and exported by its calendar days (DESIGN.md section 8). */
const ZONE = 'Europe/Madrid';

/** The company's calendar day of an instant, as YYYY-MM-DD. */
export function madridToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The day after (YYYY-MM-DD), whatever the browser's zone. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The instant a company day starts, as ISO 8601, so that the list and the bank export (which the server cuts
 * by Madrid days) agree wherever the admin is. Summer time changes at 02:00 or 03:00 local, so the offset at
 * 00:00 UTC of that day is the one in force at local midnight.
 */
export function madridDayStart(day: string): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${day}T00:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value.replace('GMT', '') || '+00:00';
  return new Date(`${day}T00:00:00${offset}`).toISOString();
}

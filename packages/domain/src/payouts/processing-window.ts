const DAY_MS = 86_400_000;

const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * DESIGN.md section 8: requests made from Monday to Sunday are paid the following Monday to
 * Wednesday. `requestDay` is the calendar day of the request in Europe/Madrid (YYYY-MM-DD).
 */
export function expectedProcessingWindow(requestDay: string): { from: string; to: string } {
  const start = Date.parse(`${requestDay}T00:00:00Z`);
  if (Number.isNaN(start)) throw new RangeError(`not a day: ${requestDay}`);
  const isoWeekday = new Date(start).getUTCDay() || 7;
  const nextMonday = start + (8 - isoWeekday) * DAY_MS;
  return { from: toDay(nextMonday), to: toDay(nextMonday + 2 * DAY_MS) };
}

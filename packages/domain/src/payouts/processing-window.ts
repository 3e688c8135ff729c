import { addDays, startOfIsoWeek } from '../calendar';

/**
 * DESIGN.md section 8: requests made from Monday to Sunday are paid the following Monday to
 * Wednesday. `requestDay` is the calendar day of the request in Europe/Madrid (YYYY-MM-DD).
 */
export function expectedProcessingWindow(requestDay: string): { from: string; to: string } {
  const from = addDays(startOfIsoWeek(requestDay), 7);
  return { from, to: addDays(from, 2) };
}

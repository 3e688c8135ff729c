import { downloadFile } from '@/api/download';

/** GET the ticket the staff attached (its address comes in the reservation's `ticket`) with the session, saved under the locator. */
export function downloadTicket({ ticket, code }: { ticket: string; code: string }): Promise<string> {
  return downloadFile(ticket, { fallbackName: `${code}-ticket` });
}

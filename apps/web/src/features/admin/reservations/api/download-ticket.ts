import { downloadFile } from '@/api/download';

/** GET the reservation's `ticket` address with the session: a plain link cannot send the bearer token. */
export function downloadTicket(ticket: string, code: string): Promise<string> {
  return downloadFile(ticket, { fallbackName: `ticket-${code}` });
}

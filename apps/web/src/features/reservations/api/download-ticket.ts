import { downloadFile } from '@/api/download';
import type { Reservation } from '@vo/domain';

/** GET the ticket the staff attached (its address comes in `ticket`), saved under the locator. */
export function downloadTicket(reservation: Pick<Reservation, 'ticket' | 'code'>): Promise<string> {
  return downloadFile(reservation.ticket!, { fallbackName: `${reservation.code}-ticket` });
}

import type { Reservation } from '@vo/domain';
import { localized } from '@/lib/localized';

/** What was booked: the catalogue item's title, or the service the assistance phone booked. */
export function reservationTitle(reservation: Pick<Reservation, 'event' | 'service'>, language: string): string {
  return reservation.event ? localized(reservation.event.title, language) : (reservation.service ?? '—');
}

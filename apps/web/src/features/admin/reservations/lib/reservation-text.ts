import type { Reservation } from '@vo/domain';
import { localized } from '@/lib/localized';

/** What was booked: the catalogue item's title in the interface language, or the off-catalogue service. */
export function bookedThing(reservation: Pick<Reservation, 'event' | 'service'>, language: string): string {
  if (reservation.event) return localized(reservation.event.title, language);
  return reservation.service ?? '';
}

/** The user's id from their IRI (`/api/users/7`). */
export const userIdOf = (iri: string): number => Number(iri.slice(iri.lastIndexOf('/') + 1));

/** The console's address of one reservation. */
export const adminReservationPath = (id: number) => `/admin/reservations/${id}`;
export const ADMIN_RESERVATIONS_PATH = '/admin/reservations';
export const PHONE_BOOKING_PATH = '/admin/reservations/new';

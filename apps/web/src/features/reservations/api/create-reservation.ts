import { apiFetch } from '@/api/client';
import type { Reservation, ReservationCreate } from '@vo/domain';
import { useReservationMutation } from './reservation-mutations';

/** POST /api/reservations: books the item for the passengers and locks the deposit in Enjoy Points. */
export function createReservation(body: ReservationCreate): Promise<Reservation> {
  return apiFetch<Reservation>('/api/reservations', { method: 'POST', body });
}

export const useCreateReservation = () => useReservationMutation(createReservation);

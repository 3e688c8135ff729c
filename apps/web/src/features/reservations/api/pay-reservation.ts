import { apiFetch } from '@/api/client';
import type { Reservation, ReservationPay } from '@vo/domain';
import { useReservationMutation } from './reservation-mutations';

/** POST /api/reservations/{id}/pay: pays what is due, in the default order (no amounts) or by the amounts chosen. */
export function payReservation({ id, amounts }: { id: number; amounts: ReservationPay }): Promise<Reservation> {
  return apiFetch<Reservation>(`/api/reservations/${id}/pay`, { method: 'POST', body: amounts });
}

export const usePayReservation = () => useReservationMutation(payReservation);

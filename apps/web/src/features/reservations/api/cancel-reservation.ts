import { apiFetch } from '@/api/client';
import type { Reservation } from '@vo/domain';
import { useReservationMutation } from './reservation-mutations';

/** POST /api/reservations/{id}/cancel: gives back what the terms say (cancellation.refund) with an optional reason. */
export function cancelReservation({ id, reason }: { id: number; reason: string | undefined }): Promise<Reservation> {
  return apiFetch<Reservation>(`/api/reservations/${id}/cancel`, { method: 'POST', body: reason ? { reason } : {} });
}

export const useCancelReservation = () => useReservationMutation(cancelReservation);

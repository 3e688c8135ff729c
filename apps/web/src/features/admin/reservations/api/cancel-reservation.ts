import type { AdminReservation } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { useReservationAction } from './use-reservation-action';

/** POST /api/admin/reservations/{id}/cancel {reason}: what was paid goes back as `cancellation` said. */
export function cancelReservation({ id, reason }: { id: number; reason: string }): Promise<AdminReservation> {
  return apiFetch(`/api/admin/reservations/${id}/cancel`, { method: 'POST', body: { reason } });
}

export const useCancelReservation = () => useReservationAction(cancelReservation);

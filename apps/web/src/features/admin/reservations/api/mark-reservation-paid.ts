import type { AdminReservation } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { useReservationAction } from './use-reservation-action';

/** POST /api/admin/reservations/{id}/mark-paid: the rest was paid outside the back office. */
export function markReservationPaid(id: number): Promise<AdminReservation> {
  return apiFetch(`/api/admin/reservations/${id}/mark-paid`, { method: 'POST' });
}

export const useMarkReservationPaid = () => useReservationAction(markReservationPaid);

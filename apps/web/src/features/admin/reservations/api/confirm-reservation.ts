import type { AdminReservation } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { useReservationAction } from './use-reservation-action';

/** POST /api/admin/reservations/{id}/confirm (multipart `file`): confirmed with the supplier, the ticket attached. */
export function confirmReservation({ id, ticket }: { id: number; ticket: File }): Promise<AdminReservation> {
  const multipart = new FormData();
  multipart.append('file', ticket);
  return apiFetch(`/api/admin/reservations/${id}/confirm`, { method: 'POST', multipart });
}

export const useConfirmReservation = () => useReservationAction(confirmReservation);

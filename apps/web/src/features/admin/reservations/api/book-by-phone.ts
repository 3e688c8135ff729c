import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReservation, AdminReservationCreate } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { ADMIN_RESERVATIONS_QUERY_KEY } from './get-admin-reservations';

/** POST /api/admin/reservations: the staff book for a member by the assistance phone, paid with their Enjoy Points at once. */
export function bookByPhone(body: AdminReservationCreate): Promise<AdminReservation> {
  return apiFetch('/api/admin/reservations', { method: 'POST', body });
}

export function useBookByPhone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bookByPhone, onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_RESERVATIONS_QUERY_KEY }) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReservation } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { ADMIN_RESERVATIONS_QUERY_KEY } from './get-admin-reservations';

/** GET /api/admin/reservations/{id}: any member's reservation, with who of the staff booked it by phone. */
export const adminReservationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_RESERVATIONS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => apiFetch<AdminReservation>(`/api/admin/reservations/${id}`, { signal }),
  });

export function useAdminReservation(id: number) {
  return useQuery(adminReservationQueryOptions(id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reservation } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { ADMIN_RESERVATIONS_QUERY_KEY } from './get-admin-reservations';

/** GET /api/reservations/{id}: the member's read, which an admin may make of any reservation. */
export function getAdminReservation(id: number, signal?: AbortSignal): Promise<Reservation> {
  return apiFetch(`/api/reservations/${id}`, { signal });
}

export const adminReservationQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...ADMIN_RESERVATIONS_QUERY_KEY, 'detail', id], queryFn: ({ signal }) => getAdminReservation(id, signal) });

export function useAdminReservation(id: number) {
  return useQuery(adminReservationQueryOptions(id));
}

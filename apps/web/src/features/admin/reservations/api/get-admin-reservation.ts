import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReservation } from '@/api/get-reservation';
import { ADMIN_RESERVATIONS_QUERY_KEY } from './get-admin-reservations';

/** The console reads a reservation as its member does, under the console's key so that staff actions refresh it. */
export const adminReservationQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...ADMIN_RESERVATIONS_QUERY_KEY, 'detail', id], queryFn: ({ signal }) => getReservation(id, signal) });

export function useAdminReservation(id: number) {
  return useQuery(adminReservationQueryOptions(id));
}

import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { Reservation } from '@vo/domain';
import { RESERVATIONS_QUERY_KEY } from './get-reservations';

/** GET /api/reservations/{id}: one of the member's reservations (404 for anybody else's). */
export function getReservation(id: number, signal?: AbortSignal): Promise<Reservation> {
  return apiFetch<Reservation>(`/api/reservations/${id}`, { signal });
}

export const reservationQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...RESERVATIONS_QUERY_KEY, 'item', id], queryFn: ({ signal }) => getReservation(id, signal) });

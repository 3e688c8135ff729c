import type { Reservation } from '@vo/domain';
import { apiFetch } from './client';

/** GET /api/reservations/{id}: one of the member's reservations (404 for anybody else's); an admin may read any. */
export function getReservation(id: number, signal?: AbortSignal): Promise<Reservation> {
  return apiFetch<Reservation>(`/api/reservations/${id}`, { signal });
}

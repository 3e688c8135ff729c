import { queryOptions } from '@tanstack/react-query';
import type { CollectionQuery, SortedPageRequest } from '@/api/collection-query';
import { fetchPage, type Page } from '@/api/hydra';
import type { Reservation, ReservationStatus, ReservationType } from '@vo/domain';

/** The columns the API orders the reservations by (server reservation-list.ts). */
export const RESERVATION_SORTS = ['code', 'dateAt', 'status', 'total'] as const;
export type ReservationSort = (typeof RESERVATION_SORTS)[number];

/** What the list's filters select: a status, live or cancelled, a type. */
export interface ReservationFilter {
  status?: ReservationStatus;
  /** `true` live (not cancelled), `false` cancelled; the select's values are texts. */
  isActive?: 'true' | 'false';
  type?: ReservationType;
}

export type ReservationsQuery = ReservationFilter & SortedPageRequest<ReservationSort>;

/** Spec section 7 filters: `status[]`, `isActive`, `eventdiscr[]` (the type). */
export function reservationsQuery(query: ReservationsQuery): CollectionQuery {
  return {
    page: query.page,
    itemsPerPage: query.itemsPerPage,
    order: query.sort,
    filters: { 'status[]': query.status, isActive: query.isActive, 'eventdiscr[]': query.type },
  };
}

/** GET /api/reservations: one page of the member's reservations. */
export function getReservations(query: ReservationsQuery, signal?: AbortSignal): Promise<Page<Reservation>> {
  return fetchPage<Reservation>('/api/reservations', reservationsQuery(query), signal);
}

export const RESERVATIONS_QUERY_KEY = ['reservations'] as const;

export const reservationsQueryOptions = (query: ReservationsQuery) =>
  queryOptions({ queryKey: [...RESERVATIONS_QUERY_KEY, 'list', query], queryFn: ({ signal }) => getReservations(query, signal) });

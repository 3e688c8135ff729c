import { queryOptions } from '@tanstack/react-query';
import type { AdminReservation } from '@vo/domain';
import type { SortedPageRequest } from '@/api/collection-query';
import { fetchPage, type Page } from '@/api/hydra';

/** The columns GET /api/admin/reservations orders by. */
export const ADMIN_RESERVATION_SORTS = ['createAt', 'dateAt', 'code', 'status', 'type', 'total'] as const;
export type AdminReservationSort = (typeof ADMIN_RESERVATION_SORTS)[number];

export interface AdminReservationsQuery extends SortedPageRequest<AdminReservationSort> {
  /** One member's id (the member's page); none is everyone's. */
  user?: string;
  /** Locator, member's username or off-catalogue service. */
  search?: string;
  /** A passenger's name. */
  passenger?: string;
  /** The server refuses a status or type it does not know. */
  status?: string;
  type?: string;
  /** `true` live, `false` cancelled. */
  isActive?: boolean;
  /** The booked item's IRI (`/api/travel/3`). */
  item?: string;
}

/** Every read of the console's reservations, refreshed together after a staff action. */
export const ADMIN_RESERVATIONS_QUERY_KEY = ['admin', 'reservations'] as const;

/** GET /api/admin/reservations: one page of every member's reservations, filtered and sorted by the server. */
export function getAdminReservations(query: AdminReservationsQuery, signal?: AbortSignal): Promise<Page<AdminReservation>> {
  return fetchPage<AdminReservation>('/api/admin/reservations', {
    page: query.page,
    itemsPerPage: query.itemsPerPage,
    order: query.sort,
    filters: { search: query.search, status: query.status, eventdiscr: query.type, isActive: query.isActive, event: query.item, user: query.user },
    searchFields: { passengerName: query.passenger },
  }, signal);
}

export const adminReservationsQueryOptions = (query: AdminReservationsQuery) =>
  queryOptions({ queryKey: [...ADMIN_RESERVATIONS_QUERY_KEY, 'list', query], queryFn: ({ signal }) => getAdminReservations(query, signal) });

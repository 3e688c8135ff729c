import { queryOptions } from '@tanstack/react-query';
import type { AdminPayment } from '@vo/domain';
import type { CollectionQuery, SortedPageRequest } from '@/api/collection-query';
import { fetchPage, type Page } from '@/api/hydra';

// A payment with who paid, from its response schema in packages/domain (the server validates against it).
export type { AdminPayment };

export const ADMIN_PAYMENT_SORTS = ['createdAt', 'amount', 'status', 'username'] as const;
export type AdminPaymentSort = (typeof ADMIN_PAYMENT_SORTS)[number];

export interface AdminPaymentsQuery extends SortedPageRequest<AdminPaymentSort> {
  status?: string;
  type?: string;
  paymentBy?: string;
  search?: string;
  /** One member's id (the member's page); none is everyone's. */
  user?: string;
  /** Days (YYYY-MM-DD) in the admin's time zone, both included. */
  from?: string;
  to?: string;
}

export type AdminPaymentsPage = Page<AdminPayment>;

/** The collection query: the filters as they are, the days as the admin's own. */
function adminPaymentsQuery(query: AdminPaymentsQuery): CollectionQuery {
  return {
    page: query.page,
    itemsPerPage: query.itemsPerPage,
    order: query.sort,
    filters: { status: query.status, type: query.type, paymentBy: query.paymentBy, search: query.search, user: query.user },
    dates: { field: 'createdAt', from: query.from, to: query.to },
  };
}

/** GET /api/admin/payments: one page of every member's payments, filtered and sorted by the server. */
export function getAdminPayments(query: AdminPaymentsQuery, signal?: AbortSignal): Promise<AdminPaymentsPage> {
  return fetchPage<AdminPayment>('/api/admin/payments', adminPaymentsQuery(query), signal);
}

export const ADMIN_PAYMENTS_QUERY_KEY = ['admin', 'payments'] as const;

export const adminPaymentsQueryOptions = (query: AdminPaymentsQuery) =>
  queryOptions({
    queryKey: [...ADMIN_PAYMENTS_QUERY_KEY, query],
    queryFn: ({ signal }) => getAdminPayments(query, signal),
  });

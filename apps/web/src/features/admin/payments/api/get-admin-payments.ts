import type { PaymentStatus, PaymentType } from '@vo/domain';
import { queryOptions } from '@tanstack/react-query';
import type { CollectionQuery, SortedPageRequest } from '@/api/collection-query';
import { fetchPage, type Page } from '@/api/hydra';

/** A payment with who paid (docs/api.md "Admin payments"); amounts in euros. */
export interface AdminPayment {
  id: number;
  paymentBy: string;
  action: string;
  type: PaymentType;
  status: PaymentStatus;
  amount: number;
  net: number;
  tax: number;
  fee: number;
  reason: string | null;
  confirmedAt: string | null;
  createdAt: string;
  member: { id: number; username: string; email: string; name: string | null };
}

export const ADMIN_PAYMENT_SORTS = ['createdAt', 'amount', 'status', 'username'] as const;
export type AdminPaymentSort = (typeof ADMIN_PAYMENT_SORTS)[number];

export interface AdminPaymentsQuery extends SortedPageRequest<AdminPaymentSort> {
  status?: string;
  type?: string;
  paymentBy?: string;
  search?: string;
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
    filters: { status: query.status, type: query.type, paymentBy: query.paymentBy, search: query.search },
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

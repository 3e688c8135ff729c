import type { PaymentStatus, PaymentType } from '@vo/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { HydraCollection } from '@/api/hydra';

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

export interface AdminPaymentsQuery {
  page: number;
  itemsPerPage: number;
  sort: { id: AdminPaymentSort; direction: 'asc' | 'desc' };
  status?: string;
  type?: string;
  paymentBy?: string;
  search?: string;
  /** Days (YYYY-MM-DD) in the admin's time zone, both included. */
  from?: string;
  to?: string;
}

export interface AdminPaymentsPage {
  payments: AdminPayment[];
  total: number;
}

/** The instant a local day starts, as the API's date filters read it. */
const dayStart = (day: string, plusDays = 0) => {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
};

export function adminPaymentsParams(query: AdminPaymentsQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), itemsPerPage: String(query.itemsPerPage) });
  params.set(`order[${query.sort.id}]`, query.sort.direction);
  for (const key of ['status', 'type', 'paymentBy', 'search'] as const) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  if (query.from) params.set('createdAt[after]', dayStart(query.from));
  if (query.to) params.set('createdAt[strictly_before]', dayStart(query.to, 1));
  return params;
}

/** GET /api/admin/payments: one page of every member's payments, filtered and sorted by the server. */
export async function getAdminPayments(query: AdminPaymentsQuery, signal?: AbortSignal): Promise<AdminPaymentsPage> {
  const body = await apiFetch<HydraCollection<AdminPayment>>(`/api/admin/payments?${adminPaymentsParams(query).toString()}`, { signal });
  return { payments: body['hydra:member'], total: body['hydra:totalItems'] };
}

export const ADMIN_PAYMENTS_QUERY_KEY = ['admin', 'payments'] as const;

export const adminPaymentsQueryOptions = (query: AdminPaymentsQuery) =>
  queryOptions({
    queryKey: [...ADMIN_PAYMENTS_QUERY_KEY, query],
    queryFn: ({ signal }) => getAdminPayments(query, signal),
  });

export function useAdminPayments(query: AdminPaymentsQuery) {
  return useQuery({ ...adminPaymentsQueryOptions(query), placeholderData: keepPreviousData });
}

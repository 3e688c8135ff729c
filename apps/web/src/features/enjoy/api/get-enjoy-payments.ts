import { queryOptions } from '@tanstack/react-query';
import type { Payment, PaymentStatus, PaymentType } from '@vo/domain';
import { fetchPage, type Page } from '@/api/hydra';

export interface EnjoyPaymentsQuery {
  types: PaymentType[];
  status?: PaymentStatus;
  page: number;
  itemsPerPage: number;
}

export type EnjoyPaymentsPage = Page<Payment>;

/** Every payments list of the member: invalidated after a purchase. */
export const PAYMENTS_QUERY_KEY = ['payments'] as const;

/** GET /api/payments?type[]=…&status=…: the member's own payments of those types, newest first. */
export function getEnjoyPayments(query: EnjoyPaymentsQuery, signal?: AbortSignal): Promise<EnjoyPaymentsPage> {
  const { page, itemsPerPage, types, status } = query;
  return fetchPage<Payment>('/api/payments', { page, itemsPerPage, order: { id: 'id', direction: 'desc' }, filters: { 'type[]': types, status } }, signal);
}

export const enjoyPaymentsQueryOptions = (query: EnjoyPaymentsQuery) =>
  queryOptions({ queryKey: [...PAYMENTS_QUERY_KEY, 'enjoy', query], queryFn: ({ signal }) => getEnjoyPayments(query, signal) });

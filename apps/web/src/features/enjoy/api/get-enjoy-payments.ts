import { queryOptions } from '@tanstack/react-query';
import type { PaymentStatus, PaymentType } from '@vo/domain';
import { fetchPage, type Page } from '@/api/hydra';

/** A payment as GET /api/payments lists it (euros and points as numbers). */
export interface EnjoyPayment {
  id: number;
  paymentBy: string;
  type: PaymentType;
  status: PaymentStatus;
  /** What was charged: euros, or Enjoy Points for an Enjoy Pass (1 point = 1 euro). */
  amount: number;
  fee: number;
  /** Enjoy Points bought. */
  enjoyPoints: number;
  /** Passes of an Enjoy Pass. */
  enjoypass: number | null;
  createdAt: string;
  confirmedAt: string | null;
}

export interface EnjoyPaymentsQuery {
  types: PaymentType[];
  status?: PaymentStatus;
  page: number;
  itemsPerPage: number;
}

export type EnjoyPaymentsPage = Page<EnjoyPayment>;

/** Every payments list of the member: invalidated after a purchase. */
export const PAYMENTS_QUERY_KEY = ['payments'] as const;

/** GET /api/payments?type[]=…&status=…: the member's own payments of those types, newest first. */
export function getEnjoyPayments(query: EnjoyPaymentsQuery, signal?: AbortSignal): Promise<EnjoyPaymentsPage> {
  const { page, itemsPerPage, types, status } = query;
  return fetchPage<EnjoyPayment>('/api/payments', { page, itemsPerPage, order: { id: 'id', direction: 'desc' }, filters: { 'type[]': types, status } }, signal);
}

export const enjoyPaymentsQueryOptions = (query: EnjoyPaymentsQuery) =>
  queryOptions({ queryKey: [...PAYMENTS_QUERY_KEY, 'enjoy', query], queryFn: ({ signal }) => getEnjoyPayments(query, signal) });

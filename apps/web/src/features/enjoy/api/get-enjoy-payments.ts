import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentStatus, PaymentType } from '@vo/domain';
import { apiFetch } from '@/api/client';
import type { HydraCollection } from '@/api/hydra';

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

export interface EnjoyPaymentsPage {
  payments: EnjoyPayment[];
  total: number;
}

/** Every payments list of the member: invalidated after a purchase. */
export const PAYMENTS_QUERY_KEY = ['payments'] as const;

/** GET /api/payments?type[]=…&status=…: the member's own payments of those types, newest first. */
export async function getEnjoyPayments(query: EnjoyPaymentsQuery, signal?: AbortSignal): Promise<EnjoyPaymentsPage> {
  const params = new URLSearchParams({ page: String(query.page), itemsPerPage: String(query.itemsPerPage), 'order[id]': 'desc' });
  for (const type of query.types) params.append('type[]', type);
  if (query.status) params.set('status', query.status);
  const body = await apiFetch<HydraCollection<EnjoyPayment>>(`/api/payments?${params.toString()}`, { signal });
  return { payments: body['hydra:member'], total: body['hydra:totalItems'] };
}

export const enjoyPaymentsQueryOptions = (query: EnjoyPaymentsQuery) =>
  queryOptions({ queryKey: [...PAYMENTS_QUERY_KEY, 'enjoy', query], queryFn: ({ signal }) => getEnjoyPayments(query, signal) });

export function useEnjoyPayments(query: EnjoyPaymentsQuery) {
  return useQuery({ ...enjoyPaymentsQueryOptions(query), placeholderData: keepPreviousData });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payment } from '@vo/domain';
import { apiFetch } from '@/api/client';

// The resource's type comes from its response schema in packages/domain (the server validates against it).
export type { Payment };

/** GET /api/payments/{id}: one payment (euros). */
export const paymentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['payments', id],
    queryFn: ({ signal }) => apiFetch<Payment>(`/api/payments/${id}`, { signal }),
  });

export function usePayment(id: number) {
  return useQuery({ ...paymentQueryOptions(id), enabled: id > 0 });
}

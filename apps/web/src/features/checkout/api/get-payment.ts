import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentBy } from '@vo/domain';
import { apiFetch } from '@/api/client';

/** A payment as GET /api/payments/{id} shows it (euros). */
export interface Payment {
  id: number;
  paymentBy: PaymentBy;
  type: 'register' | 'upgrade' | 'monthly' | 'annual' | 'movement' | 'enjoy_points' | 'enjoy_pass';
  status: 'prepare' | 'pending' | 'paid' | 'rejected' | 'cancelled' | 'expired';
  amount: number;
  net: number;
  tax: number;
  fee: number;
  enjoyPoints: number;
}

export const paymentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['payments', id],
    queryFn: ({ signal }) => apiFetch<Payment>(`/api/payments/${id}`, { signal }),
  });

export function usePayment(id: number) {
  return useQuery({ ...paymentQueryOptions(id), enabled: id > 0 });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';

/** GET /api/payments/calculateAmountMonthly/{userId}: the member's next monthly fee before any payment fee (euros). */
export interface NextMonthlyPayment {
  net: number;
  tax: number;
  total: number;
  /** The day it falls due (YYYY-MM-DD). */
  dueOn: string | null;
}

export const nextMonthlyPaymentQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['payments', 'calculateAmountMonthly', userId],
    queryFn: ({ signal }) => apiFetch<NextMonthlyPayment>(`/api/payments/calculateAmountMonthly/${userId}`, { signal }),
  });

export function useNextMonthlyPayment(userId: number, enabled: boolean) {
  return useQuery({ ...nextMonthlyPaymentQueryOptions(userId), enabled });
}

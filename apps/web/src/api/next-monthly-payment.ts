import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NextMonthlyAmount } from '@vo/domain';
import { apiFetch } from '@/api/client';

/** GET /api/payments/calculateAmountMonthly/{userId}: the member's next monthly fee before any payment fee (euros) and its due day. */
export const nextMonthlyPaymentQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['payments', 'calculateAmountMonthly', userId],
    queryFn: ({ signal }) => apiFetch<NextMonthlyAmount>(`/api/payments/calculateAmountMonthly/${userId}`, { signal }),
  });

export function useNextMonthlyPayment(userId: number, enabled: boolean) {
  return useQuery({ ...nextMonthlyPaymentQueryOptions(userId), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentInstructions } from '@vo/domain';
import { apiFetch } from '@/api/client';

// By method: a bank transfer's account and concept, a card's PaymentIntent secret and key, or just the amount.
export type { PaymentInstructions };

/** GET /api/payments/payWith/{id}: how to pay a pending payment. */
export function getPaymentInstructions(id: number, signal?: AbortSignal): Promise<PaymentInstructions> {
  return apiFetch<PaymentInstructions>(`/api/payments/payWith/${id}`, { signal });
}

export const paymentInstructionsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['payments', id, 'payWith'], queryFn: ({ signal }) => getPaymentInstructions(id, signal) });

export function usePaymentInstructions(id: number, enabled: boolean) {
  return useQuery({ ...paymentInstructionsQueryOptions(id), enabled: enabled && id > 0 });
}

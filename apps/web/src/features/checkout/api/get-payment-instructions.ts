import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { BankTransferInstructions } from '@/components/ui/bank-transfer-instructions';

/** GET /api/payments/payWith/{id}: how to pay a pending payment (bank transfer or card). */
export interface PaymentInstructions extends BankTransferInstructions {
  paymentId: number;
  method: string;
  /** Card: the PaymentIntent's secret and the key Stripe Elements needs. */
  clientSecret?: string;
  publishableKey?: string | null;
}

export function getPaymentInstructions(id: number, signal?: AbortSignal): Promise<PaymentInstructions> {
  return apiFetch<PaymentInstructions>(`/api/payments/payWith/${id}`, { signal });
}

export const paymentInstructionsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['payments', id, 'payWith'], queryFn: ({ signal }) => getPaymentInstructions(id, signal) });

export function usePaymentInstructions(id: number, enabled: boolean) {
  return useQuery({ ...paymentInstructionsQueryOptions(id), enabled: enabled && id > 0 });
}

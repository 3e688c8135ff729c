import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentChange } from '@vo/domain';
import { apiFetch } from '@/api/client';

/** POST /api/admin/payments/{id}/refund {reason}: reverses what the payment caused (money, commissions, volume, invoice). */
export function refundPayment(id: number, reason: string): Promise<PaymentChange> {
  return apiFetch(`/api/admin/payments/${id}/refund`, { method: 'POST', body: { reason } });
}

/** Balances, movements and payments of every admin screen change with a refund: all of the console's reads are refreshed. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => refundPayment(id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

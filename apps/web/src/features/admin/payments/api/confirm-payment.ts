import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentChange } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { ADMIN_PAYMENTS_QUERY_KEY } from './get-admin-payments';

/** POST /api/admin/payments/{id}/confirm: the bank transfer arrived. `changed` is false when it was already paid. */
export function confirmPayment(id: number): Promise<PaymentChange> {
  return apiFetch(`/api/admin/payments/${id}/confirm`, { method: 'POST' });
}

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    // Refreshed on failure too: a payment already handled elsewhere leaves the pending list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PAYMENTS_QUERY_KEY }),
  });
}

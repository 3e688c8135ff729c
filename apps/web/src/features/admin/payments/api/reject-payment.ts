import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { ADMIN_PAYMENTS_QUERY_KEY } from './get-admin-payments';

/** POST /api/admin/payments/{id}/reject {reason}: the member is told why. */
export function rejectPayment(id: number, reason: string): Promise<Payment> {
  return apiFetch(`/api/admin/payments/${id}/reject`, { method: 'POST', body: { reason } });
}

export function useRejectPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectPayment(id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_PAYMENTS_QUERY_KEY }),
  });
}

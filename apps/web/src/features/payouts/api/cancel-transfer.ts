import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { WALLET_QUERY_KEY } from '@/api/wallet';
import { TRANSFERS_QUERY_KEY, type Transfer } from './get-transfers';

/** PUT /api/transfers/{id} {status: cancelled}: a member's own pending request; the amount returns to the wallet. */
export function cancelTransfer(id: number): Promise<Transfer> {
  return apiFetch<Transfer>(`/api/transfers/${id}`, { method: 'PUT', body: { status: 'cancelled' } });
}

export function useCancelTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTransfer,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: TRANSFERS_QUERY_KEY })]),
  });
}

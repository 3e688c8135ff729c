import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transfer } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { ADMIN_TRANSFERS_QUERY_KEY } from './get-admin-transfers';

/** POST /api/admin/transfers/{id}/cancel {reason}: the amount goes back to the member's wallet. */
export function cancelTransfer(id: number, reason: string | undefined): Promise<Transfer> {
  return apiFetch<Transfer>(`/api/admin/transfers/${id}/cancel`, { method: 'POST', body: { reason } });
}

export function useCancelTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) => cancelTransfer(id, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_TRANSFERS_QUERY_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { ADMIN_TRANSFERS_QUERY_KEY, type AdminTransfer } from './get-admin-transfers';

/** POST /api/admin/transfers/{id}/cancel {reason}: the amount goes back to the member's wallet. */
export function cancelTransfer(id: number, reason: string | undefined): Promise<Omit<AdminTransfer, 'username'>> {
  return apiFetch(`/api/admin/transfers/${id}/cancel`, { method: 'POST', body: { reason } });
}

export function useCancelTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) => cancelTransfer(id, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_TRANSFERS_QUERY_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transfer } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { ADMIN_TRANSFERS_QUERY_KEY } from './get-admin-transfers';

/** POST /api/admin/transfers/{id}/accept: paid; the member's self-billing invoice is issued. */
export function acceptTransfer(id: number): Promise<Transfer> {
  return apiFetch<Transfer>(`/api/admin/transfers/${id}/accept`, { method: 'POST' });
}

export function useAcceptTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTransfer,
    // Refreshed on failure too: a transfer the member cancelled meanwhile leaves the pending list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_TRANSFERS_QUERY_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferRequest } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { WALLET_QUERY_KEY } from '@/api/wallet';
import type { KeyedSubmission } from '@/lib/use-submission-key';
import { TRANSFERS_QUERY_KEY, type Transfer } from './get-transfers';

/**
 * POST /api/transfers: the amount leaves the available balance at once (held until an admin pays it). The same
 * submission key again (a double submit, a retry) answers the transfer already made.
 */
export function requestPayout({ body, idempotencyKey }: KeyedSubmission<TransferRequest>): Promise<Transfer> {
  return apiFetch<Transfer>('/api/transfers', { method: 'POST', body, idempotencyKey });
}

/** Balances, terms and history show the server's truth afterwards, whatever happened. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: TRANSFERS_QUERY_KEY })]),
  });
}

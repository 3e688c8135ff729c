import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalletAdjustmentInput, WalletAdjustmentResult } from '@vo/domain';
import { apiFetch } from '@/api/client';

/** POST /api/admin/wallets/{id}/adjust: a manual credit or debit with the admin's reason (a ledger transaction). */
export function adjustWallet(id: number, input: WalletAdjustmentInput): Promise<WalletAdjustmentResult> {
  return apiFetch(`/api/admin/wallets/${id}/adjust`, { method: 'POST', body: input });
}

export function useAdjustWallet(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WalletAdjustmentInput) => adjustWallet(id, input),
    // Balances and movements of the console's screens.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

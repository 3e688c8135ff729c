import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletInfo } from '@vo/domain';
import { apiFetch } from './client';
import { WALLET_QUERY_KEY } from './wallet';

/** GET /api/wallets/info: balances plus payout requests waiting and already paid, in euros (its schema is in packages/domain). */
export async function getWalletInfo(signal?: AbortSignal): Promise<WalletInfo> {
  return apiFetch<WalletInfo>('/api/wallets/info', { signal });
}

/** Under the wallet's key, so every invalidation of the balances refreshes it too. */
export const walletInfoQueryOptions = () =>
  queryOptions({ queryKey: [...WALLET_QUERY_KEY, 'info'], queryFn: ({ signal }) => getWalletInfo(signal) });

/** Home's money card, the movements' and the payouts' balances. */
export function useWalletInfo() {
  return useQuery(walletInfoQueryOptions());
}

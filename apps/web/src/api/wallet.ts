import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { Wallet } from '@vo/domain';
import type { HydraCollection } from './hydra';

/** Shared by every screen that shows or moves a balance, so one invalidation refreshes them all. */
export const WALLET_QUERY_KEY = ['wallets'] as const;

/** The member's balances (GET /api/wallets, a collection of one), in euros and points. */
export async function getWallet(signal?: AbortSignal): Promise<Wallet | null> {
  const body = await apiFetch<HydraCollection<Wallet>>('/api/wallets', { signal });
  return body['hydra:member'][0] ?? null;
}

export const walletQueryOptions = () => queryOptions({ queryKey: WALLET_QUERY_KEY, queryFn: ({ signal }) => getWallet(signal) });

export function useWallet() {
  return useQuery(walletQueryOptions());
}

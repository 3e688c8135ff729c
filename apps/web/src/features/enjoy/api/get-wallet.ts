import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client';
import type { HydraCollection } from '../../../api/hydra';

/** The member's balances (GET /api/wallets, a collection of one): euros and points (1 point = 1 euro). */
export interface Wallet {
  available: number;
  retained: number;
  enjoyPoints: number;
  travelPoints: number;
}

/** Shared with every screen that shows or moves a balance, so one invalidation refreshes them all. */
export const WALLET_QUERY_KEY = ['wallets'] as const;

export async function getWallet(signal?: AbortSignal): Promise<Wallet | null> {
  const body = await apiFetch<HydraCollection<Wallet>>('/api/wallets', { signal });
  return body['hydra:member'][0] ?? null;
}

export const walletQueryOptions = () => queryOptions({ queryKey: WALLET_QUERY_KEY, queryFn: ({ signal }) => getWallet(signal) });

export function useWallet() {
  return useQuery(walletQueryOptions());
}

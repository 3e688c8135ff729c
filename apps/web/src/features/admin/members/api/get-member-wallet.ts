import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wallet } from '@vo/domain';
import { apiFetch } from '@/api/client';

/** GET /api/wallets/{id}: a member's balances (euros and points), as the admin sees them. */
export function getMemberWallet(id: number, signal?: AbortSignal): Promise<Wallet> {
  return apiFetch(`/api/wallets/${id}`, { signal });
}

// Under the console's key: a refund or an adjustment refreshes it.
export const useMemberWallet = (id: number) =>
  useQuery(queryOptions({ queryKey: ['admin', 'member-wallet', id], queryFn: ({ signal }) => getMemberWallet(id, signal) }));

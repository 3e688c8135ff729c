import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutTerms } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { WALLET_QUERY_KEY } from '@/api/wallet';

// What a payout of this member depends on (euros; `expected` days are YYYY-MM-DD): packages/domain's response schema.
export type { PayoutTerms };

/** GET /api/transfers/terms. */
export async function getPayoutTerms(signal?: AbortSignal): Promise<PayoutTerms> {
  return apiFetch<PayoutTerms>('/api/transfers/terms', { signal });
}

/** Under the wallet's key: the available balance is part of the terms. */
export const payoutTermsQueryOptions = () =>
  queryOptions({ queryKey: [...WALLET_QUERY_KEY, 'payout-terms'], queryFn: ({ signal }) => getPayoutTerms(signal) });

export function usePayoutTerms() {
  return useQuery(payoutTermsQueryOptions());
}

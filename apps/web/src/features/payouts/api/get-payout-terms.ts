import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { WALLET_QUERY_KEY } from '@/api/wallet';

/** GET /api/transfers/terms: what a payout of this member depends on (euros; `expected` days are YYYY-MM-DD). */
export interface PayoutTerms {
  allowed: boolean;
  iban: string | null;
  bic: string | null;
  bankDataComplete: boolean;
  minimum: number;
  available: number;
  transferCost: number;
  irpfRatePercent: number;
  vatRatePercent: number;
  expected: { from: string; to: string };
}

export async function getPayoutTerms(signal?: AbortSignal): Promise<PayoutTerms> {
  return apiFetch<PayoutTerms>('/api/transfers/terms', { signal });
}

/** Under the wallet's key: the available balance is part of the terms. */
export const payoutTermsQueryOptions = () =>
  queryOptions({ queryKey: [...WALLET_QUERY_KEY, 'payout-terms'], queryFn: ({ signal }) => getPayoutTerms(signal) });

export function usePayoutTerms() {
  return useQuery(payoutTermsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

/** GET /api/payments/credentialsStripe: the publishable key, or null when card payments are not configured. */
export const cardCredentialsQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'credentialsStripe'],
    queryFn: ({ signal }) => apiFetch<{ publishableKey: string | null }>('/api/payments/credentialsStripe', { signal, auth: false }),
    staleTime: 5 * 60_000,
  });

export function useCardCredentials() {
  return useQuery(cardCredentialsQueryOptions());
}

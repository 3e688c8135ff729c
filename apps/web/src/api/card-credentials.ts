import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardCredentials } from '@vo/domain';
import { apiFetch } from './client';

/** GET /api/payments/credentialsStripe: the publishable key, or null when card payments are not configured. */
export const cardCredentialsQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'credentialsStripe'],
    queryFn: ({ signal }) => apiFetch<CardCredentials>('/api/payments/credentialsStripe', { signal, auth: false }),
    staleTime: 5 * 60_000,
  });

export function useCardCredentials() {
  return useQuery(cardCredentialsQueryOptions());
}

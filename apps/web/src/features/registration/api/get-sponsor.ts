import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sponsor } from '@vo/domain';
import { apiFetch } from '@/api/client';

/** GET /api/sponsor/{username}: who invites the new member (docs/api.md); 404 SPONSOR_UNKNOWN. */
export type { Sponsor };

export function getSponsor(username: string, signal?: AbortSignal): Promise<Sponsor> {
  return apiFetch<Sponsor>(`/api/sponsor/${encodeURIComponent(username)}`, { signal, auth: false });
}

export const sponsorQueryOptions = (username: string) =>
  queryOptions({ queryKey: ['sponsor', username.toLowerCase()], queryFn: ({ signal }) => getSponsor(username, signal), staleTime: 5 * 60_000, retry: false });

export function useSponsor(username: string | undefined) {
  return useQuery({ ...sponsorQueryOptions(username ?? ''), enabled: Boolean(username) });
}

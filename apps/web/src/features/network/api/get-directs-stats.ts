import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectsStats } from '@vo/domain';
import { apiFetch } from '@/api/client';

/** GET /api/userStats/directs: my directs per leg, binary-active status and what is missing for it (schema in packages/domain). */
export type { DirectsStats };

export const DIRECTS_STATS_QUERY_KEY = ['network', 'directs'] as const;

export function getDirectsStats(signal?: AbortSignal): Promise<DirectsStats> {
  return apiFetch<DirectsStats>('/api/userStats/directs', { signal });
}

export const directsStatsQueryOptions = () =>
  queryOptions({ queryKey: DIRECTS_STATS_QUERY_KEY, queryFn: ({ signal }) => getDirectsStats(signal), staleTime: 60_000 });

export function useDirectsStats() {
  return useQuery(directsStatsQueryOptions());
}

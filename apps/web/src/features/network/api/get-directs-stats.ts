import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Leg } from '@vo/domain';
import { apiFetch } from '@/api/client';
import type { DefaultLeg } from '@/features/network/lib/legs';

export interface LegDirects {
  directs: number;
  activeDirects: number;
  directPoints: number;
}

/** GET /api/userStats/directs: my directs per leg, binary-active status and what is missing for it. */
export interface DirectsStats {
  left: LegDirects;
  right: LegDirects;
  isBinaryActive: boolean;
  missingLegs: Leg[];
  defaultLeg: DefaultLeg | null;
  defaultLegChoices: DefaultLeg[];
}

export const DIRECTS_STATS_QUERY_KEY = ['network', 'directs'] as const;

export function getDirectsStats(signal?: AbortSignal): Promise<DirectsStats> {
  return apiFetch<DirectsStats>('/api/userStats/directs', { signal });
}

export const directsStatsQueryOptions = () =>
  queryOptions({ queryKey: DIRECTS_STATS_QUERY_KEY, queryFn: ({ signal }) => getDirectsStats(signal), staleTime: 60_000 });

export function useDirectsStats() {
  return useQuery(directsStatsQueryOptions());
}

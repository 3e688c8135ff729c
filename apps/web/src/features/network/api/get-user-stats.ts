import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { UserStatPoint } from '@vo/domain';
import type { HydraCollection } from '@/api/hydra';
import type { StatsPeriod } from '@/features/network/lib/stats-range';

/** One bucket (day, week or month starting on `period`) of my team statistics (its schema is in packages/domain). */
export type { UserStatPoint };

export interface UserStatsQuery {
  from: string;
  to: string;
  period: StatsPeriod;
}

/** GET /api/user_stats?from&to&period, from the daily snapshots; from before 2022-03-17 is refused (400). */
export async function getUserStats(query: UserStatsQuery, signal?: AbortSignal): Promise<UserStatPoint[]> {
  const params = new URLSearchParams({ from: query.from, to: query.to, period: query.period });
  const body = await apiFetch<HydraCollection<UserStatPoint>>(`/api/user_stats?${params.toString()}`, { signal });
  return body['hydra:member'];
}

export const userStatsQueryOptions = (query: UserStatsQuery) =>
  queryOptions({ queryKey: ['network', 'user_stats', query], queryFn: ({ signal }) => getUserStats(query, signal), staleTime: 5 * 60_000 });

export function useUserStats(query: UserStatsQuery, enabled: boolean) {
  return useQuery({ ...userStatsQueryOptions(query), enabled, placeholderData: keepPreviousData });
}

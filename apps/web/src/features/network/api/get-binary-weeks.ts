import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { HydraCollection } from '@/api/hydra';
import type { BinaryCycleResult } from '@vo/domain';

/** One of my weekly binary cycles, as GET /api/binary_cycle_results gives it (its schema is in packages/domain). */
export type { BinaryCycleResult };

/** My latest weeks with volume in a leg, newest first. */
export const BINARY_WEEKS_SHOWN = 8;

export function useBinaryWeeks() {
  return useQuery(queryOptions({
    queryKey: ['network', 'binary-weeks'],
    queryFn: ({ signal }) => apiFetch<HydraCollection<BinaryCycleResult>>(`/api/binary_cycle_results?itemsPerPage=${BINARY_WEEKS_SHOWN}`, { signal }),
    staleTime: 60_000,
  }));
}

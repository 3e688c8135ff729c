import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { HydraCollection } from '@/api/hydra';

/** Why a week paid nothing (the server's audit), or null when it paid. */
export type UnpaidReason = 'not_binary_active' | 'out_of_date' | 'plan_without_commissions';

/** One of my weekly binary cycles, as GET /api/binary_cycle_results gives it (points and euros as numbers). */
export interface BinaryWeek {
  id: string;
  week: string;
  left: number;
  right: number;
  pair: number;
  bonus: number;
  capApplied: boolean;
  leftCarry: number;
  rightCarry: number;
  reason: UnpaidReason | null;
}

/** My latest weeks with volume in a leg, newest first. */
export const BINARY_WEEKS_SHOWN = 8;

export function useBinaryWeeks() {
  return useQuery(queryOptions({
    queryKey: ['network', 'binary-weeks'],
    queryFn: ({ signal }) => apiFetch<HydraCollection<BinaryWeek>>(`/api/binary_cycle_results?itemsPerPage=${BINARY_WEEKS_SHOWN}`, { signal }),
    staleTime: 60_000,
  }));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BinaryCycleRunRecord } from '@vo/domain';
import { fetchAll } from '@/api/hydra';

/** One weekly binary cycle that ran, as GET /api/admin/binary_cycle_runs gives it (bonus in euros; schema in packages/domain). */
export type { BinaryCycleRunRecord };

export const BINARY_CYCLE_RUNS_QUERY_KEY = ['admin', 'binary-cycle-runs'] as const;

/** Every run, newest week first (a year is 52 rows). */
export function useBinaryCycleRuns() {
  return useQuery(queryOptions({
    queryKey: BINARY_CYCLE_RUNS_QUERY_KEY,
    queryFn: ({ signal }) => fetchAll<BinaryCycleRunRecord>('/api/admin/binary_cycle_runs', {}, signal),
  }));
}

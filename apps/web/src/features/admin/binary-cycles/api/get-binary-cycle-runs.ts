import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAll } from '@/api/hydra';

/** One weekly binary cycle that ran, as GET /api/admin/binary_cycle_runs gives it (bonus in euros). */
export interface BinaryCycleRun {
  week: string;
  volumeUntil: string;
  members: number;
  withVolume: number;
  paid: number;
  bonus: number;
  ranAt: string;
}

export const BINARY_CYCLE_RUNS_QUERY_KEY = ['admin', 'binary-cycle-runs'] as const;

/** Every run, newest week first (a year is 52 rows). */
export function useBinaryCycleRuns() {
  return useQuery(queryOptions({
    queryKey: BINARY_CYCLE_RUNS_QUERY_KEY,
    queryFn: ({ signal }) => fetchAll<BinaryCycleRun>('/api/admin/binary_cycle_runs', {}, signal),
  }));
}

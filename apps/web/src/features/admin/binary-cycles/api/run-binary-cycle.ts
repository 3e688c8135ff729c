import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BinaryCycleRunInput } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { BINARY_CYCLE_RUNS_QUERY_KEY } from './get-binary-cycle-runs';

/** What POST /api/admin/binary_cycles answers: `skipped` when the week had already run. */
export interface BinaryCycleOutcome {
  status: 'done' | 'skipped';
  periodKey: string;
  details?: { week: string; alreadyRun: boolean; paid: number; bonusCents: number };
}

export function useRunBinaryCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BinaryCycleRunInput) => apiFetch<BinaryCycleOutcome>('/api/admin/binary_cycles', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BINARY_CYCLE_RUNS_QUERY_KEY }),
  });
}

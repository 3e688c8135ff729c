import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BinaryCycleOutcome, BinaryCycleRunInput } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { BINARY_CYCLE_RUNS_QUERY_KEY } from './get-binary-cycle-runs';

/** POST /api/admin/binary_cycles: `done` with what the run did (bonus in euros), `skipped` when the week's run was already claimed. */
export function useRunBinaryCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BinaryCycleRunInput) => apiFetch<BinaryCycleOutcome>('/api/admin/binary_cycles', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BINARY_CYCLE_RUNS_QUERY_KEY }),
  });
}

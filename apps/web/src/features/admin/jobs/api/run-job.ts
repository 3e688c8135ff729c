import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobOutcome } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { ADMIN_JOBS_QUERY_KEY } from './get-admin-jobs';

const RUN_JOB_KEY = ['admin', 'run-job'] as const;

/** POST /api/admin/jobs/{name}/run: answers when the run ends (`done`), or `skipped` when that period is being run already. */
export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: RUN_JOB_KEY,
    mutationFn: (name: string) => apiFetch<JobOutcome>(`/api/admin/jobs/${encodeURIComponent(name)}/run`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_JOBS_QUERY_KEY }),
  });
}

/** Whether a "run now" of this screen is on its way (its answer comes when the run ends). */
export const useRunningNow = () => useIsMutating({ mutationKey: RUN_JOB_KEY }) > 0;

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job, JobRun } from '@vo/domain';
import { apiFetch } from '@/api/client';

export type { Job, JobRun };

export const ADMIN_JOBS_QUERY_KEY = ['admin', 'jobs'] as const;

/** How often the page reads the runs again while one goes: the bar moves about once a second. */
const WATCH_EVERY_MS = 1000;

const anyRunning = (jobs: Job[] | undefined) => Boolean(jobs?.some((job) => job.runs.some((run) => run.status === 'running')));

/**
 * GET /api/admin/jobs: every job with its last runs, newest first. Polled while a run goes (started here, by the
 * scheduler or on another instance: the progress is in the database) or while `watching` (a "run now" on its way).
 */
export function useAdminJobs(watching: boolean) {
  return useQuery(queryOptions({
    queryKey: ADMIN_JOBS_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<Job[]>('/api/admin/jobs', { signal }),
    refetchInterval: (query) => (watching || anyRunning(query.state.data) ? WATCH_EVERY_MS : false),
  }));
}

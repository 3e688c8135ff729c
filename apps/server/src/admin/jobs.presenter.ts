import type { JobOutcome, JobRun } from '@vo/domain';
import type { jobRuns } from '../db/schema';
import type { JobOutcome as RunnerOutcome } from '../lib/jobs/job-runner';

/** A run of a job for the console: its period, state, what it reported, and when it started and ended. */
export const presentJobRun = (run: typeof jobRuns.$inferSelect): JobRun => ({
  id: run.id,
  job: run.job,
  periodKey: run.periodKey,
  status: run.status,
  // jsonb written by the runner: the job's own report, or `{error}` when it failed.
  details: (run.details ?? null) as Record<string, unknown> | null,
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
  progress: run.progressTotal === null ? null : { done: run.progressDone ?? 0, total: run.progressTotal },
});

/** What "run now" answers: the run's report, or that the period was being run already. */
export const presentJobOutcome = (outcome: RunnerOutcome): JobOutcome =>
  outcome.status === 'done'
    ? { status: 'done', periodKey: outcome.periodKey, details: outcome.details }
    : { status: 'skipped', periodKey: outcome.periodKey };

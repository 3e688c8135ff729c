import { z } from 'zod';

/** A job run's state: claimed and running, done, or failed (run again by the next tick or an admin). */
export const JOB_RUN_STATUSES = ['running', 'done', 'failed'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

/** What a job reports about its run (counts, totals): free-form, as each job writes it. */
const jobDetails = z.record(z.string(), z.unknown());

/** One run of a scheduled job, for a period (a day, an ISO week, or `manual-…` for an admin's "run now"). */
export const jobRunSchema = z.strictObject({
  id: z.number().int(),
  job: z.string(),
  periodKey: z.string(),
  status: z.enum(JOB_RUN_STATUSES),
  details: jobDetails.nullable(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /** How far a long run is (rows, batches or steps; the job's own unit), or null for a job that does not report it. */
  progress: z.strictObject({ done: z.number().int(), total: z.number().int() }).nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

/** GET /api/admin/jobs: every job with its last runs, newest first (a plain array, not a Hydra collection). */
export const jobSchema = z.strictObject({ name: z.string(), runs: z.array(jobRunSchema) });
export type Job = z.infer<typeof jobSchema>;
export const jobListSchema = z.array(jobSchema);

/** POST /api/admin/jobs/{name}/run: the run's details, or `skipped` when that period is being run already. */
export const jobOutcomeSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('done'), periodKey: z.string(), details: jobDetails }),
  z.strictObject({ status: z.literal('skipped'), periodKey: z.string() }),
]);
export type JobOutcome = z.infer<typeof jobOutcomeSchema>;

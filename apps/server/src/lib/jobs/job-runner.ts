import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobRuns } from '../../db/schema';
import { jobProgress, type JobProgress } from './job-progress';

export interface JobDefinition {
  name: string;
  /** The period a scheduled run belongs to (a day, an ISO week): one run per period. */
  periodKey(now: Date): string;
  /** `progress` shows a long run's advance in the console (the binary cycle, the residual run, the daily pass, the clubs). */
  run(db: Db, periodKey: string, progress: JobProgress): Promise<Record<string, unknown>>;
  /**
   * Whether the scheduler may run the period now: false while it waits for another job's period (the extra bonus for
   * the month's club qualification, which another instance may be running). The scheduler leaves it unclaimed for a
   * later tick instead of recording a failure; an admin's run is not asked and says why it cannot run.
   */
  isReady?(db: Db, periodKey: string): Promise<boolean>;
}

export type JobOutcome =
  | { status: 'done'; periodKey: string; details: Record<string, unknown> }
  | { status: 'skipped'; periodKey: string };

/**
 * How long a run may hold its claim: far above the longest job (the binary cycle at a million members
 * takes seconds, the daily pass a minute). A claim older than this was left by a process that died
 * mid-run (SIGKILL, lost database) without recording the failure. It is taken back as a failed
 * run's is: jobs are already written to be safe to run again after a failure part-way.
 */
const CLAIM_LEASE = '1 hour';

/** What a run that was claimed ended as, for whoever watches (the metrics); a skipped claim is not a run. */
export interface JobRunReport { job: string; outcome: 'done' | 'failed'; seconds: number }
type JobRunObserver = (report: JobRunReport) => void;
const observers = new Set<JobRunObserver>();

/**
 * Watches every job run of this process, whoever started it (the scheduler, an admin, a route that runs a
 * period); returns the way to stop watching. Process-wide because the runner is called with a bare `db`.
 */
export function observeJobRuns(observer: JobRunObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

function report(job: string, outcome: JobRunReport['outcome'], startedAt: number) {
  const seconds = (performance.now() - startedAt) / 1000;
  for (const observer of observers) {
    try {
      observer({ job, outcome, seconds });
    } catch {
      // Watching never changes a run's outcome: a done run stays done.
    }
  }
}

/**
 * Runs a job once per period across every API instance: the (job, period) row is the lock,
 * claimed by insert-or-nothing, so a second instance (or a replay) skips instead of running twice.
 * A failed run gives its claim back, and so does a run whose lease expired: the next tick (or an
 * admin) runs the period again.
 */
export async function runJobOnce(db: Db, job: JobDefinition, periodKey: string): Promise<JobOutcome> {
  const [claimed] = await db.insert(jobRuns).values({ job: job.name, periodKey, status: 'running' })
    .onConflictDoUpdate({
      target: [jobRuns.job, jobRuns.periodKey],
      set: { status: 'running', details: null, startedAt: sql`now()`, finishedAt: null, progressDone: null, progressTotal: null },
      setWhere: sql`${jobRuns.status} = 'failed'
        or (${jobRuns.status} = 'running' and ${jobRuns.startedAt} < now() - interval '${sql.raw(CLAIM_LEASE)}')`,
    }).returning({ id: jobRuns.id });
  if (!claimed) return { status: 'skipped', periodKey };
  const startedAt = performance.now();
  try {
    const details = await job.run(db, periodKey, jobProgress(db, claimed.id));
    await db.update(jobRuns).set({ status: 'done', details, finishedAt: new Date() }).where(eq(jobRuns.id, claimed.id));
    report(job.name, 'done', startedAt);
    return { status: 'done', periodKey, details };
  } catch (error) {
    report(job.name, 'failed', startedAt);
    await db.update(jobRuns).set({ status: 'failed', details: { error: String(error) }, finishedAt: new Date() }).where(eq(jobRuns.id, claimed.id));
    throw error;
  }
}

/** An admin's "run now": its own period key, so it never collides with the scheduled run. */
export const runJobNow = (db: Db, job: JobDefinition, now = new Date()) => runJobOnce(db, job, `manual-${now.toISOString()}`);

export async function lastRuns(db: Db, jobName: string, limit = 10) {
  return db.select().from(jobRuns).where(eq(jobRuns.job, jobName)).orderBy(desc(jobRuns.startedAt)).limit(limit);
}

/**
 * Checks every minute whether each job's current period has run; the database decides who runs it.
 * The returned stop (SIGTERM) starts no further job and resolves once the job running now has finished,
 * so the database is closed under no job step.
 */
export function startScheduler(db: Db, jobs: JobDefinition[], onError: (job: string, error: unknown) => void, everyMs = 60_000) {
  let stopped = false;
  let running: Promise<void> | undefined;
  const tick = async () => {
    for (const job of jobs) {
      if (stopped) return;
      const periodKey = job.periodKey(new Date());
      await (async () => {
        if (job.isReady && !(await job.isReady(db, periodKey))) return;
        await runJobOnce(db, job, periodKey);
      })().catch((error: unknown) => onError(job.name, error));
    }
  };
  // A tick still going when the next is due is left alone: the next one would only skip what it is running.
  const start = () => {
    running ??= tick().finally(() => (running = undefined));
  };
  const timer = setInterval(start, everyMs);
  start();
  return async (): Promise<void> => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

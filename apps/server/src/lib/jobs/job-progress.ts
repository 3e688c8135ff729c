import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobRuns } from '../../db/schema';

/**
 * How a long job tells the console how far it is: `done` of `total` (rows, batches or steps). Called between
 * transactions, never inside one: on the embedded database a write from outside an open transaction would wait for it.
 */
export type JobProgress = (done: number, total: number) => Promise<void>;

/** For callers outside the runner (tests, the bench, a route that runs a period): progress goes nowhere. */
export const noProgress: JobProgress = async () => {};

/** At most one write per this many milliseconds: a run of a million rows must not spend its time on its own bar. */
const PROGRESS_EVERY_MS = 250;

/**
 * Writes a run's progress to its row, so the console of any instance reads it. The first and the last report always
 * land; a run that has ended (done or failed) is never written again.
 */
export function jobProgress(db: Db, runId: number): JobProgress {
  let lastWrite = 0;
  return async (done, total) => {
    const now = performance.now();
    if (lastWrite > 0 && done < total && now - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = now;
    await db.update(jobRuns).set({ progressDone: Math.min(done, total), progressTotal: total })
      .where(and(eq(jobRuns.id, runId), eq(jobRuns.status, 'running')));
  };
}

import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobRuns } from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import { observeJobRuns, runJobOnce, startScheduler, type JobDefinition, type JobRunReport } from './job-runner';

const ctx = useTestApp();

/** A job that fails until it is told it may succeed, counting its runs. */
function flakyJob() {
  const state = { runs: 0, ready: false };
  const job: JobDefinition = {
    name: 'test-flaky',
    periodKey: () => 'p1',
    run: async () => {
      state.runs += 1;
      if (!state.ready) throw new Error('not yet');
      return { runs: state.runs };
    },
  };
  return { job, state };
}

describe('job runner', () => {
  it('runs a period once, but a failed period runs again; observers hear of each run, not of a skip', async () => {
    const { job, state } = flakyJob();
    const reports: JobRunReport[] = [];
    const stop = observeJobRuns((report) => reports.push(report));
    await expect(runJobOnce(ctx.database.db, job, 'p1')).rejects.toThrow('not yet');
    state.ready = true;
    expect(await runJobOnce(ctx.database.db, job, 'p1')).toMatchObject({ status: 'done', details: { runs: 2 } });
    expect(await runJobOnce(ctx.database.db, job, 'p1')).toMatchObject({ status: 'skipped' });
    expect(state.runs).toBe(2);
    expect(reports).toEqual([
      { job: 'test-flaky', outcome: 'failed', seconds: expect.any(Number) },
      { job: 'test-flaky', outcome: 'done', seconds: expect.any(Number) },
    ]);
    stop();
  });

  it('takes back a claim its process left running when it died, once the claim is older than the lease', async () => {
    const { job, state } = flakyJob();
    state.ready = true;
    // What a SIGKILL or a lost database during a run leaves: the claim, and no failure recorded.
    await ctx.database.db.insert(jobRuns).values({ job: job.name, periodKey: 'crashed', status: 'running' });
    expect(await runJobOnce(ctx.database.db, job, 'crashed')).toMatchObject({ status: 'skipped' });
    await ctx.database.db.update(jobRuns).set({ startedAt: sql`now() - interval '2 hours'` })
      .where(and(eq(jobRuns.job, job.name), eq(jobRuns.periodKey, 'crashed')));
    expect(await runJobOnce(ctx.database.db, job, 'crashed')).toMatchObject({ status: 'done' });
    expect(state.runs).toBe(1);
  });
});

describe('job progress', () => {
  it('stores a running job\'s progress in its row, readable by another instance while it runs, and starts over on a new claim', async () => {
    const db = ctx.database.db;
    const seen: Array<{ done: number | null; total: number | null }> = [];
    const readRow = async () => (await db.select().from(jobRuns).where(eq(jobRuns.job, 'test-progress')))[0]!;
    const job: JobDefinition = {
      name: 'test-progress',
      periodKey: () => 'p1',
      run: async (_db, _period, progress) => {
        await progress(0, 3);
        const first = await readRow();
        seen.push({ done: first.progressDone, total: first.progressTotal });
        await progress(3, 3);
        const last = await readRow();
        seen.push({ done: last.progressDone, total: last.progressTotal });
        throw new Error('fails after the bar is full');
      },
    };
    await expect(runJobOnce(db, job, 'p1')).rejects.toThrow('fails');
    expect(seen).toEqual([{ done: 0, total: 3 }, { done: 3, total: 3 }]);
    expect(await readRow()).toMatchObject({ status: 'failed', progressDone: 3, progressTotal: 3 });

    // Claimed again after the failure: the bar of the new run starts empty, not at the old run's end.
    job.run = async () => {
      const row = await readRow();
      seen.push({ done: row.progressDone, total: row.progressTotal });
      return {};
    };
    await runJobOnce(db, job, 'p1');
    expect(seen.at(-1)).toEqual({ done: null, total: null });
  });
});

describe('the scheduler stopped (SIGTERM)', () => {
  it('lets the job step running now finish, then starts no other job', async () => {
    const ran: string[] = [];
    let finishFirst!: () => void;
    const slow: JobDefinition = {
      name: 'test-slow-step', periodKey: () => 'stop-1',
      run: () => new Promise((resolve) => (finishFirst = () => resolve({}))).then((details) => (ran.push('slow'), details as Record<string, unknown>)),
    };
    const next: JobDefinition = { name: 'test-next-step', periodKey: () => 'stop-1', run: async () => (ran.push('next'), {}) };
    const stop = startScheduler(ctx.database.db, [slow, next], (job, error) => ran.push(`${job} failed: ${String(error)}`));
    while (!finishFirst) await new Promise((resolve) => setTimeout(resolve, 10));
    let stoppedAt: string[] | undefined;
    const stopping = stop().then(() => (stoppedAt = [...ran]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stoppedAt).toBeUndefined();
    finishFirst();
    await stopping;
    expect(stoppedAt).toEqual(['slow']);
    const [row] = await ctx.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'test-slow-step'));
    expect(row?.status).toBe('done');
    expect(await ctx.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'test-next-step'))).toEqual([]);
  });
});

describe('a job waiting for another job\'s period', () => {
  it('is left unclaimed by the scheduler while it is not ready, with no failed run, and runs once it is', async () => {
    const state = { ready: false, runs: 0, errors: 0 };
    const waiting: JobDefinition = {
      name: 'test-waiting', periodKey: () => 'wait-1',
      run: async () => (state.runs += 1, {}),
      isReady: async () => state.ready,
    };
    const tickOnce = async () => {
      const stop = startScheduler(ctx.database.db, [waiting], () => (state.errors += 1), 60_000);
      await stop();
    };
    await tickOnce();
    expect(await ctx.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'test-waiting'))).toEqual([]);
    state.ready = true;
    await tickOnce();
    const rows = await ctx.database.db.select({ status: jobRuns.status }).from(jobRuns).where(eq(jobRuns.job, 'test-waiting'));
    expect({ rows, runs: state.runs, errors: state.errors }).toEqual({ rows: [{ status: 'done' }], runs: 1, errors: 0 });
  });
});

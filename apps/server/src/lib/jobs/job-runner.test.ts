import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { runJobOnce, type JobDefinition } from './job-runner';

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
  it('runs a period once, but a failed period runs again', async () => {
    const { job, state } = flakyJob();
    await expect(runJobOnce(ctx.database.db, job, 'p1')).rejects.toThrow('not yet');
    state.ready = true;
    expect(await runJobOnce(ctx.database.db, job, 'p1')).toMatchObject({ status: 'done', details: { runs: 2 } });
    expect(await runJobOnce(ctx.database.db, job, 'p1')).toMatchObject({ status: 'skipped' });
    expect(state.runs).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { progressBar, reportEntries, runDurationMs, runError } from './run-facts';

describe('job run facts', () => {
  it('measures a finished run and leaves a running one without a duration', () => {
    expect(runDurationMs({ startedAt: '2026-11-26T10:00:00.000Z', finishedAt: '2026-11-26T10:00:02.500Z' })).toBe(2500);
    expect(runDurationMs({ startedAt: '2026-11-26T10:00:00.000Z', finishedAt: null })).toBeNull();
  });

  it('lists what a run reported, nested reports flattened, without timings or the error', () => {
    expect(reportEntries({ renewed: 2, loadMs: 12.5, residuals: { payments: 3, cents: 900 }, week: '2026-W47', alreadyRun: false, error: 'x' }))
      .toEqual([['renewed', 2], ['residuals.payments', 3], ['residuals.cents', 900], ['week', '2026-W47'], ['alreadyRun', false]]);
    expect(reportEntries(null)).toEqual([]);
  });

  it('shows a failed run\'s error only', () => {
    expect(runError({ status: 'failed', details: { error: 'Error: boom' } })).toBe('Error: boom');
    expect(runError({ status: 'done', details: { error: 'a field named error' } })).toBeNull();
  });

  it('fills the bar by done of total; a run that counts nothing moves while it goes and shows no bar once ended', () => {
    expect(progressBar({ status: 'running', progress: { done: 1, total: 3 } })).toEqual({ kind: 'measured', percent: 33, done: 1, total: 3 });
    expect(progressBar({ status: 'done', progress: { done: 2, total: 2 } })).toEqual({ kind: 'measured', percent: 100, done: 2, total: 2 });
    expect(progressBar({ status: 'running', progress: null })).toEqual({ kind: 'indeterminate' });
    expect(progressBar({ status: 'running', progress: { done: 0, total: 0 } })).toEqual({ kind: 'indeterminate' });
    // Before: a full bar reading "0 / 0".
    expect(progressBar({ status: 'done', progress: { done: 0, total: 0 } })).toEqual({ kind: 'none' });
    expect(progressBar({ status: 'done', progress: null })).toEqual({ kind: 'none' });
  });
});

import { describe, expect, it } from 'vitest';
import { progressPercent, reportEntries, runDurationMs, runError } from './run-facts';

describe('job run facts', () => {
  it('measures a finished run and leaves a running one without a duration', () => {
    expect(runDurationMs({ startedAt: '2026-11-26T10:00:00.000Z', finishedAt: '2026-11-26T10:00:02.500Z' })).toBe(2500);
    expect(runDurationMs({ startedAt: '2026-11-26T10:00:00.000Z', finishedAt: null })).toBeNull();
  });

  it('lists the counts a run reported, nested ones flattened, without timings or the error', () => {
    expect(reportEntries({ renewed: 2, loadMs: 12.5, residuals: { payments: 3, cents: 900 }, week: '2026-W47', alreadyRun: false, error: 'x' }))
      .toEqual([['renewed', 2], ['residuals.payments', 3], ['residuals.cents', 900], ['week', '2026-W47'], ['alreadyRun', 'false']]);
    expect(reportEntries(null)).toEqual([]);
  });

  it('shows a failed run\'s error only', () => {
    expect(runError({ status: 'failed', details: { error: 'Error: boom' } })).toBe('Error: boom');
    expect(runError({ status: 'done', details: { error: 'a field named error' } })).toBeNull();
  });

  it('fills the bar by done of total, and by the state when there is no total', () => {
    expect(progressPercent({ status: 'running', progress: { done: 1, total: 3 } })).toBe(33);
    expect(progressPercent({ status: 'running', progress: null })).toBe(0);
    expect(progressPercent({ status: 'done', progress: { done: 0, total: 0 } })).toBe(100);
    expect(progressPercent({ status: 'done', progress: null })).toBe(100);
  });
});

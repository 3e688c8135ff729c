import type { JobRun } from '@vo/domain';

/** How long a run took, in milliseconds; null while it goes. */
export function runDurationMs(run: Pick<JobRun, 'startedAt' | 'finishedAt'>): number | null {
  return run.finishedAt === null ? null : Date.parse(run.finishedAt) - Date.parse(run.startedAt);
}

/**
 * What a run reported, as `[label, value]` pairs for the console: the counts (rows affected), nested reports flattened
 * (`residuals.payments`), timings (`…Ms`) and the error left out (the error has its own column).
 */
export function reportEntries(details: Record<string, unknown> | null, prefix = ''): Array<[string, string | number]> {
  if (!details) return [];
  return Object.entries(details).flatMap(([key, value]): Array<[string, string | number]> => {
    if (key === 'error' || key.endsWith('Ms')) return [];
    const label = `${prefix}${key}`;
    if (typeof value === 'number' || typeof value === 'string') return [[label, value]];
    if (typeof value === 'boolean') return [[label, String(value)]];
    return value && typeof value === 'object' ? reportEntries(value as Record<string, unknown>, `${label}.`) : [];
  });
}

/** The error a failed run recorded, or null. */
export const runError = (run: Pick<JobRun, 'status' | 'details'>): string | null =>
  run.status === 'failed' && typeof run.details?.error === 'string' ? run.details.error : null;

/** How full a run's bar is, 0 to 100; a run that reports nothing yet, or has nothing to do, is empty or full by its state. */
export function progressPercent(run: Pick<JobRun, 'status' | 'progress'>): number {
  if (run.progress && run.progress.total > 0) return Math.round((100 * run.progress.done) / run.progress.total);
  return run.status === 'running' ? 0 : 100;
}

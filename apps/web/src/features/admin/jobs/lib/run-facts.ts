import type { JobRun } from '@vo/domain';

/** How long a run took, in milliseconds; null while it goes. */
export function runDurationMs(run: Pick<JobRun, 'startedAt' | 'finishedAt'>): number | null {
  return run.finishedAt === null ? null : Date.parse(run.finishedAt) - Date.parse(run.startedAt);
}

export type ReportValue = string | number | boolean;

/**
 * What a run reported, as `[key, value]` pairs for the console: the counts (rows affected), nested reports flattened
 * (`residuals.payments`), timings (`…Ms`) and the error left out (the error has its own column).
 */
export function reportEntries(details: Record<string, unknown> | null, prefix = ''): Array<[string, ReportValue]> {
  if (!details) return [];
  return Object.entries(details).flatMap(([key, value]): Array<[string, ReportValue]> => {
    if (key === 'error' || key.endsWith('Ms')) return [];
    const label = `${prefix}${key}`;
    if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return [[label, value]];
    return value && typeof value === 'object' ? reportEntries(value as Record<string, unknown>, `${label}.`) : [];
  });
}

/** The error a failed run recorded, or null. */
export const runError = (run: Pick<JobRun, 'status' | 'details'>): string | null =>
  run.status === 'failed' && typeof run.details?.error === 'string' ? run.details.error : null;

/**
 * The bar of a run: filled by done of total when the run reports progress; a run that reports none (or has nothing
 * to count) gets a moving bar while it goes and none once it has ended, never a full bar of "0 / 0".
 */
export type ProgressBar = { kind: 'none' } | { kind: 'indeterminate' } | { kind: 'measured'; percent: number; done: number; total: number };

export function progressBar(run: Pick<JobRun, 'status' | 'progress'>): ProgressBar {
  if (run.progress && run.progress.total > 0) {
    const { done, total } = run.progress;
    return { kind: 'measured', percent: Math.round((100 * done) / total), done, total };
  }
  return run.status === 'running' ? { kind: 'indeterminate' } : { kind: 'none' };
}

import { PerformanceObserver } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

export { rowsOf } from '../../apps/server/src/db/rows';

/** How many samples, their median and 99th percentile (nearest rank). */
export interface Stat {
  n: number;
  p50: number;
  p99: number;
}

export function stat(samples: number[]): Stat {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
  return { n: sorted.length, p50: rank(0.5), p99: rank(0.99) };
}

/** Runs `fn` and returns its value with the milliseconds it took. */
export async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - start };
}

/**
 * `timed`, plus the milliseconds this process spent in garbage collection meanwhile (V8's `gc` performance
 * entries) and its heap when it started: an in-process job's cost that grows with the heap, not the data.
 */
export async function timedWithGc<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number; gcMs: number; heapMb: number }> {
  let gcMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMs += entry.duration;
  });
  observer.observe({ entryTypes: ['gc'] });
  const heapMb = process.memoryUsage().heapUsed / 2 ** 20;
  try {
    const { value, ms } = await timed(fn);
    return { value, ms, gcMs, heapMb };
  } finally {
    observer.disconnect();
  }
}

/**
 * What a database in service has had time to do since its last bulk change: vacuum and statistics for
 * every table, and a checkpoint, so that a timed job does not share the machine with autovacuum working
 * through a million fresh rows or write the seed's dirty pages itself.
 */
export async function settle(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);
}

import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../../db/client';
import { addHits } from './counters';

/** How often at the latest a process adds its hits to the shared table, and the share of a limit it may count before at once. */
export interface FlushOptions { intervalMs: number; shareOfLimit: number }
export const FLUSH_DEFAULTS: FlushOptions = { intervalMs: 1000, shareOfLimit: 0.1 };

/** One key's window as this process sees it: the shared total at its last flush plus its own hits since. */
interface Window { shared: number; inFlight: number; unflushed: number; expiresAt: number; flushAt: number }

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A rate-limit store shared through `rate_limit_counters` without a write in the request path (decision 110):
 * hits count in memory; one statement now and then adds every key's new hits to the table and reads the shared
 * totals back. A hit is refused once (shared total at the last flush + this process's hits since) passes the limit.
 */
export class FlushedCounts implements Pick<FastifyRateLimitStore, 'incr'> {
  private readonly windows = new Map<string, Window>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly options: FlushOptions,
    private readonly afterFlush: () => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.expiresAt <= now) {
      // A new object, so a flush still carrying the old window's hits does not write its answer into this one.
      const flushAt = Math.max(1, Math.floor(max * this.options.shareOfLimit));
      window = { shared: 0, inFlight: 0, unflushed: 0, expiresAt: now + timeWindow, flushAt };
      this.windows.set(key, window);
    }
    window.unflushed += 1;
    this.schedule(window.unflushed >= window.flushAt ? 0 : this.options.intervalMs);
    callback(null, { current: window.shared + window.inFlight + window.unflushed, ttl: window.expiresAt - now });
  }

  /** Stops the flushes; resolves once the one under way (if any) has ended. Hits not flushed yet are dropped. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flushing;
  }

  /** Resolves once no flush is under way or waiting (never while flushes keep failing); for tests. */
  async settled(): Promise<void> {
    while (this.flushing || this.timer) await (this.flushing ?? new Promise((resolve) => setTimeout(resolve, 5)));
  }

  // One flush at a time: while one is in flight, the next waits for it (flush() schedules again when it ends).
  private schedule(delayMs: number): void {
    if (this.closed || this.flushing) return;
    if (this.timer && delayMs > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flushing = this.flush().finally(() => {
        this.flushing = null;
        const waiting = [...this.windows.values()].filter((w) => w.unflushed > 0);
        if (waiting.length > 0) this.schedule(waiting.some((w) => w.unflushed >= w.flushAt) ? 0 : this.options.intervalMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async flush(): Promise<void> {
    const now = Date.now();
    const batch: [string, Window][] = [];
    for (const [key, window] of this.windows) {
      if (window.unflushed > 0) batch.push([key, window]);
      else if (window.expiresAt <= now && window.inFlight === 0) this.windows.delete(key);
    }
    if (batch.length === 0) return;
    // Keys in one order, so two instances' flushes lock the rows they share in the same order (no deadlock).
    batch.sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [, window] of batch) [window.inFlight, window.unflushed] = [window.unflushed, 0];
    try {
      const rows = await addHits(this.db, batch.map(([key, window]) => ({ key, hits: window.inFlight, windowMs: Math.max(0, window.expiresAt - now) })));
      const sentAt = Date.now();
      const sent = new Map(batch);
      for (const row of rows) {
        const window = this.windows.get(row.key);
        if (!window || window !== sent.get(row.key)) continue;
        [window.shared, window.inFlight, window.expiresAt] = [row.hits, 0, sentAt + row.ttl];
      }
      this.afterFlush();
    } catch (error) {
      // The database down must not fail requests: the hits stay counted here and go with the next flush.
      for (const [, window] of batch) [window.unflushed, window.inFlight] = [window.unflushed + window.inFlight, 0];
      this.onError(error);
    }
  }
}

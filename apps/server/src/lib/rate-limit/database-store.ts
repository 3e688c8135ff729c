import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';
import { addHits } from './counters';
import { FLUSH_DEFAULTS, FlushedCounts, type FlushOptions } from './flushed-counts';

// Expired counters are only garbage (an expired one restarts at its next hit): sweep them now and then, not on every hit.
const SWEEP_EVERY_MS = 60_000;

/** What the plugin hands `child()` at run time (its published type says otherwise): the route a limit of its own belongs to. */
type ChildOptions = { routeInfo?: { method?: string; url?: string } };

/** One counter per key, counted by a single upsert per hit: exact across instances. Same contract as the plugin's LocalStore. */
class DatabaseStore implements FastifyRateLimitStore {
  constructor(private readonly db: Db, private readonly prefix: string, private readonly sweep: () => void) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    addHits(this.db, [{ key: this.prefix + key, hits: 1, windowMs: timeWindow }]).then(([row]) => {
      this.sweep();
      callback(null, { current: row!.hits, ttl: row!.ttl });
    }, (error: Error) => callback(error));
  }

  // A route's own limit (or a shared one such as the lookups') counts apart from the global one, as the Redis store does.
  child(options: unknown): FastifyRateLimitStore {
    const route = (options as ChildOptions).routeInfo ?? {};
    return new DatabaseStore(this.db, `${this.prefix}${route.method ?? ''}${route.url ?? ''}-`, this.sweep);
  }
}

/**
 * The plugin's `store` option on PostgreSQL without Redis (decision 110), every limit shared through the table.
 * The general limit, which every API request passes (GET /api/me too), counts in memory and is flushed to the
 * table about once a second (FlushedCounts): a write per request would cost more than the flood it guards
 * against. The limits of their own (look-ups, password reset: the plugin makes a child store for each) are low
 * and guard guessing, so each hit is one upsert and they are exact.
 */
export function databaseStore(db: Db, onError: (error: unknown) => void, flush: FlushOptions = FLUSH_DEFAULTS): {
  store: new (options: FastifyRateLimitOptions) => FastifyRateLimitStore;
  close: () => Promise<void>;
} {
  let lastSweep = 0;
  const sweep = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, sql`now()`)).then(() => {}, onError);
  };
  const shared = new DatabaseStore(db, '', sweep);
  const general = new FlushedCounts(db, flush, sweep, onError);
  return {
    store: class implements FastifyRateLimitStore {
      // Neither continueExceeding nor exponentialBackoff is used (app.ts), so the plugin's options are not needed.
      incr(...args: Parameters<FastifyRateLimitStore['incr']>): void {
        general.incr(...args);
      }

      child(options: unknown): FastifyRateLimitStore {
        return shared.child(options);
      }
    },
    close: () => general.close(),
  };
}

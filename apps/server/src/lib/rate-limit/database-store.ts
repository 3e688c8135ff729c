import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';

// Expired counters are only garbage (an expired one restarts at its next hit): sweep them now and then, not on every hit.
const SWEEP_EVERY_MS = 60_000;

/** The plugin's own in-memory store (an LRU of 5,000 keys), which its published types do not declare. */
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore') as
  new () => FastifyRateLimitStore;

/** What the plugin hands `child()` at run time (its published type says otherwise): the route a limit of its own belongs to. */
type ChildOptions = { routeInfo?: { method?: string; url?: string } };

/**
 * One counter per key, counted by a single upsert: PostgreSQL locks the row for the statement, so hits from
 * every instance add up exactly and an expired window restarts once. Same contract as the plugin's LocalStore.
 */
class DatabaseStore implements FastifyRateLimitStore {
  constructor(private readonly db: Db, private readonly prefix: string, private readonly sweep: () => void) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    const expired = sql`${rateLimitCounters.resetsAt} <= now()`;
    this.db.insert(rateLimitCounters)
      .values({ key: this.prefix + key, hits: 1, resetsAt: sql`now() + ${timeWindow} * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
          resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits, ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitCounters.resetsAt} - now()) * 1000))::int` })
      .then(([row]) => {
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
 * The plugin's `store` option on PostgreSQL without Redis (decision 110). The general limit, which every API
 * request passes (GET /api/me too), counts in this process's memory: a database write per request would cost
 * more than the flood it guards against, so each instance allows it on its own. The limits of their own (the
 * look-ups, the password reset: the plugin makes a child store for each) count in the table every instance shares.
 */
export function databaseStore(db: Db, onError: (error: unknown) => void): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
  let lastSweep = 0;
  const sweep = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, sql`now()`)).then(() => {}, onError);
  };
  const shared = new DatabaseStore(db, '', sweep);
  return class implements FastifyRateLimitStore {
    // Neither continueExceeding nor exponentialBackoff is used (app.ts), so the plugin's options are not needed.
    private readonly local = new LocalStore();

    incr(...args: Parameters<FastifyRateLimitStore['incr']>): void {
      this.local.incr(...args);
    }

    child(options: unknown): FastifyRateLimitStore {
      return shared.child(options);
    }
  };
}

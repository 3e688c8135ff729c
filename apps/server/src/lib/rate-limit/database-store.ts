import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';

// Expired counters are only garbage (an expired one restarts at its next hit): sweep them now and then, not on every hit.
const SWEEP_EVERY_MS = 60_000;

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

/** The plugin's `store` option: rate-limit counters in the database every instance shares (used when there is no Redis). */
export function databaseStore(db: Db, onError: (error: unknown) => void): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
  let lastSweep = 0;
  const sweep = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, sql`now()`)).then(() => {}, onError);
  };
  return class extends DatabaseStore {
    constructor() {
      super(db, '', sweep);
    }
  };
}

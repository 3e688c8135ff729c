import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';

/**
 * Adds hits to counters of `rate_limit_counters` in one statement and returns each one's total and milliseconds
 * left. PostgreSQL locks each row for the statement, so hits from every instance add up exactly; a counter whose
 * window has ended restarts at the hits added, with the window given.
 */
export function addHits(db: Db, counters: { key: string; hits: number; windowMs: number }[]) {
  const expired = sql`${rateLimitCounters.resetsAt} <= now()`;
  return db.insert(rateLimitCounters)
    .values(counters.map(({ key, hits, windowMs }) => ({ key, hits, resetsAt: sql`now() + ${windowMs} * interval '1 millisecond'` as SQL<Date> })))
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then excluded.hits else ${rateLimitCounters.hits} + excluded.hits end`,
        resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
      },
    })
    .returning({
      key: rateLimitCounters.key, hits: rateLimitCounters.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitCounters.resetsAt} - now()) * 1000))::int`,
    });
}

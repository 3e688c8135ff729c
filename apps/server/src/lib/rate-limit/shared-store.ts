import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Database } from '../../db/client';
import { databaseStore } from './database-store';

export interface RateLimitStore {
  /** Spread into the plugin's options: where the counters live. */
  options: Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'store' | 'skipOnError'>;
  /** Which store was chosen, for the start-up log. */
  kind: 'redis' | 'database' | 'memory';
  close(): Promise<void>;
}

/**
 * Where the rate limits count, so that every instance behind the load balancer sees the same counts
 * (decision 110): all of them in Redis when REDIS_URL is set; else, on PostgreSQL, in the table the instances
 * share (the general one flushed there about once a second, database-store.ts); else (the embedded database,
 * which one process owns) all of them in this process's memory.
 */
export function sharedRateLimitStore(
  config: { REDIS_URL?: string; REDIS_PREFIX: string },
  database: Database,
  onError: (error: unknown) => void,
): RateLimitStore {
  if (config.REDIS_URL) {
    // One retry, then the request goes on unlimited (skipOnError): Redis down must not take the API down with it;
    // the login lockout, which matters most, counts in the database anyway.
    const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    redis.on('error', onError);
    return {
      kind: 'redis',
      options: { redis, nameSpace: `${config.REDIS_PREFIX}rate-limit:`, skipOnError: true },
      close: async () => void (await redis.quit().catch(() => redis.disconnect())),
    };
  }
  if (database.kind === 'postgres') {
    const { store, close } = databaseStore(database.db, onError);
    return { kind: 'database', options: { store }, close };
  }
  return { kind: 'memory', options: {}, close: async () => {} };
}

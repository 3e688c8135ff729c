import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import { AppError } from '../lib/errors';

/** Brute-force guard kept in the database, so every API instance sees the same counts. */
export function loginThrottle(db: Db, config: Config) {
  const since = () => new Date(Date.now() - config.LOGIN_FAILURE_WINDOW_SECONDS * 1000);
  const normalise = (username: string) => username.trim().toLowerCase();

  return {
    async assertAllowed(username: string, ip: string): Promise<void> {
      const [[byAccount], [byIp]] = await Promise.all([
        db.select({ n: count() }).from(loginFailures)
          .where(and(eq(loginFailures.username, normalise(username)), gt(loginFailures.createdAt, since()))),
        db.select({ n: count() }).from(loginFailures)
          .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since()))),
      ]);
      if ((byAccount?.n ?? 0) >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT || (byIp?.n ?? 0) >= config.LOGIN_MAX_FAILURES_PER_IP) {
        throw new AppError('TOO_MANY_ATTEMPTS');
      }
    },
    async recordFailure(username: string, ip: string): Promise<void> {
      await db.insert(loginFailures).values({ username: normalise(username), ip });
      // Old rows only matter inside the window; trimming here keeps the table small without a job.
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - 24 * 3600 * 1000)));
    },
    async clear(username: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.username, normalise(username)));
    },
  };
}

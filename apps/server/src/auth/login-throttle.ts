import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { loginFailures } from '../db/schema';
import { AppError } from '../lib/errors';

// Namespaces of the two advisory locks (two-key form), apart from the single-key locks of migrations and jobs.
const ACCOUNT_LOCK = 74_210_101;
const IP_LOCK = 74_210_102;

/** One claimed attempt: it counts as a failure unless it is released. */
export interface LoginAttempt {
  /** The credentials were right: this attempt was no guess. */
  release(): Promise<void>;
}

const normalise = (account: string) => account.trim().toLowerCase();

/** Forgets an account's failures: the member proved who they are (right credentials, or a reset link). */
export async function clearLoginFailures(tx: Db | Tx, account: string): Promise<void> {
  await tx.delete(loginFailures).where(eq(loginFailures.username, normalise(account)));
}

/**
 * Brute-force guard kept in the database, so every API instance sees the same counts. An attempt is
 * counted before the password is checked, under a per-account and a per-IP lock, so a burst of
 * parallel guesses gets no more checks than the limit (issue 13).
 */
export function loginThrottle(db: Db, config: Config) {
  const since = () => new Date(Date.now() - config.LOGIN_FAILURE_WINDOW_SECONDS * 1000);

  const recentFailures = async (tx: Tx, account: string, ip: string) => {
    const [[byAccount], [byIp]] = await Promise.all([
      tx.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.username, account), gt(loginFailures.createdAt, since()))),
      tx.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since()))),
    ]);
    return { byAccount: byAccount?.n ?? 0, byIp: byIp?.n ?? 0 };
  };

  return {
    /**
     * Counts one attempt on the account (the user's username, or the login typed for an unknown one) and the IP,
     * or refuses it with TOO_MANY_ATTEMPTS when either is over its limit.
     */
    async claim(account: string, ip: string): Promise<LoginAttempt> {
      const key = normalise(account);
      const id = await db.transaction(async (tx) => {
        // Always account first, then IP: nobody holding an IP lock waits for an account lock, so no deadlock.
        await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${key}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}, hashtext(${ip}))`);
        const { byAccount, byIp } = await recentFailures(tx, key, ip);
        if (byAccount >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT || byIp >= config.LOGIN_MAX_FAILURES_PER_IP) {
          throw new AppError('TOO_MANY_ATTEMPTS');
        }
        const [row] = await tx.insert(loginFailures).values({ username: key, ip }).returning({ id: loginFailures.id });
        return row!.id;
      });
      // Old rows only matter inside the window; trimming here keeps the table small without a job.
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - 24 * 3600 * 1000)));
      return { release: async () => void (await db.delete(loginFailures).where(eq(loginFailures.id, id))) };
    },

    clear: (account: string) => clearLoginFailures(db, account),
  };
}

import { madridDay } from '@vo/domain';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { retainedCommissions, users } from '../db/schema';
import { postTransaction } from '../ledger/ledger.service';
import type { JobDefinition } from '../lib/jobs/job-runner';

/**
 * Moves retained commissions whose refund window has passed to the available wallet, for earners
 * who are active and up to date; the others stay retained until they are (nothing is lost silently).
 */
export async function releaseRetained(db: Db, today: string) {
  const due = await db.select({ id: retainedCommissions.id, userId: retainedCommissions.userId, amount: retainedCommissions.amount })
    .from(retainedCommissions).innerJoin(users, eq(users.id, retainedCommissions.userId))
    .where(and(eq(retainedCommissions.status, 'retained'), lte(retainedCommissions.releaseOn, today), eq(users.isActive, true), gte(users.paidUntil, today)));
  for (const row of due) {
    await db.transaction(async (tx) => {
      // The status guard makes a concurrent or repeated release a no-op.
      const [claimed] = await tx.update(retainedCommissions).set({ status: 'released', releasedAt: new Date() })
        .where(and(eq(retainedCommissions.id, row.id), eq(retainedCommissions.status, 'retained'))).returning({ id: retainedCommissions.id });
      if (!claimed) return;
      await postTransaction(tx, {
        kind: 'commission.release', reason: 'retained_released', reference: `retained:${row.id}`,
        postings: [{ account: { userId: row.userId, kind: 'wallet_retained' }, amount: -row.amount }, { account: { userId: row.userId, kind: 'wallet_available' }, amount: row.amount }],
      });
    });
  }
  return { released: due.length, cents: due.reduce((sum, r) => sum + r.amount, 0) };
}

/** Once per Madrid day, after the membership pass has marked who is out of date. */
export const retainedReleaseJob: JobDefinition = {
  name: 'commissions-daily-release',
  periodKey: madridDay,
  run: (db) => releaseRetained(db, madridDay(new Date())),
};

import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { payments } from '../db/schema';

/**
 * How many monthly payments of a membership a member has paid: the position of their next one in the level's
 * `monthlyPayments` (decision 114). Paid monthly payments of that level only, so an upgrade starts the schedule of
 * the new level again; a refunded month is not counted (the member pays that position again).
 */
export async function paidMonthlyPayments(db: Db | Tx, userId: number, membershipId: number): Promise<number> {
  const [row] = await db.select({ paid: count() }).from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.membershipId, membershipId), eq(payments.type, 'monthly'), eq(payments.status, 'paid')));
  return row?.paid ?? 0;
}

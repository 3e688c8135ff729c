import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { transfers } from '../db/schema';

/** A member's payout requests in cents: waiting for an admin, and already paid (the dashboard's money card). */
export async function payoutTotals(db: Db, userId: number): Promise<{ pending: number; confirmed: number }> {
  const [sums] = await db.select({
    pending: sql<string>`coalesce(sum(${transfers.requestAmount}) filter (where ${transfers.status} = 'pending'), 0)`,
    confirmed: sql<string>`coalesce(sum(${transfers.requestAmount}) filter (where ${transfers.status} = 'accepted'), 0)`,
  }).from(transfers).where(eq(transfers.userId, userId));
  return { pending: Number(sums!.pending), confirmed: Number(sums!.confirmed) };
}

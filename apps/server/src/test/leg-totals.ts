import type { Db } from '../db/client';
import { binaryCycleResults, binaryCycleRuns, userLegTotals } from '../db/schema';

/** A past cycle run that nobody's volume follows: its week sorts before any real one. */
const TEST_WEEK = '2000-W01';

/**
 * A member's binary legs as the daily pass and the latest cycle leave them (decision 121): the week's volume in
 * `user_leg_totals`, counted after the run of TEST_WEEK, and the carries in that run's audit row.
 */
export async function givenBinaryLegs(db: Db, userId: number, legs: { leftPoints?: number; rightPoints?: number; leftCarry?: number; rightCarry?: number }) {
  const { leftPoints = 0, rightPoints = 0, leftCarry = 0, rightCarry = 0 } = legs;
  await db.insert(binaryCycleRuns).values({ week: TEST_WEEK, volumeUntil: new Date('2000-01-10T00:00:00Z') }).onConflictDoNothing();
  await db.insert(binaryCycleResults).values({ week: TEST_WEEK, userId, left: leftCarry, right: rightCarry, leftCarry, rightCarry });
  await db.insert(userLegTotals).values({ userId, leftPoints, rightPoints, pointsWeek: TEST_WEEK })
    .onConflictDoUpdate({ target: userLegTotals.userId, set: { leftPoints, rightPoints, pointsWeek: TEST_WEEK } });
}

import { madridDay, taxOf } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { userEnjoys, users } from '../db/schema';
import { postTransaction } from '../ledger/ledger.service';
import { AppError } from '../lib/errors';
import { readVariables } from '../settings/variables.service';
import { loadEarners } from './earner';

const ENJOY_BONUS_LEVELS = 5;

export interface EnjoySpend {
  spenderId: number;
  /** Enjoy Points spent, in ledger units (cents of a point). */
  points: number;
  /** What the points paid for (payment:12, reservation:34). */
  reference: string;
  /** GTO journeys earn no yellow-tide bonus (DESIGN.md section 7). */
  exempt?: boolean;
}

/**
 * DESIGN.md section 7 Enjoy bonus: when a member spends Enjoy Points, the first five active, up-to-date
 * members of their sponsorship line earn Travel Points by level (`enjoyBonus.levelN` percent), each
 * recorded as a `user_enjoys` row (the Enjoy bonus tree) and a ledger entry on their Travel Points.
 */
export async function payEnjoyBonus(tx: Tx, spend: EnjoySpend): Promise<{ earners: number; points: number }> {
  if (spend.exempt || spend.points <= 0) return { earners: 0, points: 0 };
  const [spender] = await tx.select({ sponsorPath: users.sponsorPath }).from(users).where(eq(users.id, spend.spenderId));
  if (!spender) return { earners: 0, points: 0 };
  const rates = await readVariables(tx, Array.from({ length: ENJOY_BONUS_LEVELS }, (_, i) => `enjoyBonus.level${i + 1}`));
  const upline = [...spender.sponsorPath].reverse();
  const earners = await loadEarners(tx, upline, madridDay());
  let level = 0;
  let total = 0;
  for (const id of upline) {
    const earner = earners.get(id);
    // Like the unilevel residual, inactive or out-of-date members are skipped without using up a level.
    if (!earner?.upToDate) continue;
    level += 1;
    if (level > ENJOY_BONUS_LEVELS) break;
    const points = taxOf(spend.points, Number(rates[`enjoyBonus.level${level}`]));
    if (points <= 0) continue;
    await postTransaction(tx, {
      kind: 'bonus.enjoy', reason: 'enjoy_bonus', reference: spend.reference, fromUserId: spend.spenderId,
      postings: [{ account: { company: 'company_points_issued' }, amount: -points }, { account: { userId: id, kind: 'travel_points' }, amount: points, level }],
    });
    await tx.insert(userEnjoys).values({ userId: id, fromUserId: spend.spenderId, level, points, reference: spend.reference });
    total += points;
  }
  return { earners: level > ENJOY_BONUS_LEVELS ? ENJOY_BONUS_LEVELS : level, points: total };
}

/**
 * POST /api/user_enjoys: an Enjoy Points spend made outside this system (a booking in the travel engine), recorded by
 * an admin; the spender must exist. What was paid upline, points in cents.
 */
export async function recordOutsideSpend(db: Db, spend: EnjoySpend): Promise<{ earners: number; points: number }> {
  const [spender] = await db.select({ id: users.id }).from(users).where(eq(users.id, spend.spenderId));
  if (!spender) throw new AppError('USER_NOT_FOUND');
  return db.transaction((tx) => payEnjoyBonus(tx, spend));
}

import { madridDay, membershipState } from '@vo/domain';
import { eq, sql } from 'drizzle-orm';
import { intArray } from '../db/array-literal';
import type { Tx } from '../db/client';
import { memberships, users } from '../db/schema';

/** What decides whether and how much a member earns: their plan's rates and whether they qualify now. */
export interface Earner {
  id: number;
  sponsorId: number | null;
  earns: boolean;
  /** Active, not blocked and not out of date (whatever the plan). */
  upToDate: boolean;
  /** Up to date on a plan that earns commissions: dynamic compression skips anyone else. */
  qualified: boolean;
  directBonusBp: number;
  binaryBp: number;
  weeklyBinaryCap: number;
  unilevelDepth: number;
}

export async function loadEarners(tx: Tx, ids: number[], today = madridDay()): Promise<Map<number, Earner>> {
  if (!ids.length) return new Map();
  const rows = await tx.select({
    id: users.id, sponsorId: users.sponsorId, isActive: users.isActive, isBlocked: users.isBlocked, isSystem: users.isSystem, paidUntil: users.paidUntil,
    earns: memberships.earnsCommissions, directBonusBp: memberships.directBonusBp, binaryBp: memberships.binaryBp,
    weeklyBinaryCap: memberships.weeklyBinaryCap, unilevelDepth: memberships.unilevelDepth,
  }).from(users).innerJoin(memberships, eq(memberships.id, users.membershipId)).where(sql`${users.id} = any(${intArray(ids)}::int[])`);
  return new Map(rows.map((r) => {
    // The company itself heads the trees and earns nothing from them.
    const upToDate = !r.isSystem && r.isActive && !r.isBlocked && membershipState(r.paidUntil, today) === 'correct';
    const earns = r.earns && !r.isSystem;
    return [r.id, {
      id: r.id, sponsorId: r.sponsorId, earns, upToDate, qualified: earns && upToDate,
      directBonusBp: r.directBonusBp, binaryBp: r.binaryBp, weeklyBinaryCap: r.weeklyBinaryCap, unilevelDepth: r.unilevelDepth,
    }];
  }));
}

import { and, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Leg } from '@vo/domain';
import type { Tx } from '../db/client';
import { namedStatement } from '../db/named-statements';
import { users } from '../db/schema';

const leftOrRight = (leg: Leg, left: string, right: string) => sql.raw(leg === 'left' ? left : right);

const plusOne = (column: AnyPgColumn) => sql`${column} + 1`;
const plusActive = (column: AnyPgColumn) => sql`${column} + ${sql.placeholder('active')}`;
const bySponsor = eq(users.id, sql.placeholder('sponsorId'));
/** One named statement per leg: a column cannot be a parameter. */
const directJoined = {
  left: namedStatement('direct_joined_left', (tx: Tx) => tx.update(users)
    .set({ leftDirects: plusOne(users.leftDirects), leftActiveDirects: plusActive(users.leftActiveDirects) }).where(bySponsor)),
  right: namedStatement('direct_joined_right', (tx: Tx) => tx.update(users)
    .set({ rightDirects: plusOne(users.rightDirects), rightActiveDirects: plusActive(users.rightActiveDirects) }).where(bySponsor)),
};

/** A member joined under `sponsorId` on `leg` of the sponsor's tree: one row updated, whatever the depth. */
export async function recordDirectJoined(tx: Tx, sponsorId: number, leg: Leg, active: boolean): Promise<void> {
  await directJoined[leg](tx).execute({ sponsorId, active: active ? 1 : 0 });
}

/**
 * Activates or deactivates a member and keeps the sponsor's active-direct counters (and so the
 * sponsor's binary-active status) exact. Changes nothing when the member is already in that state.
 */
export async function setMemberActive(tx: Tx, userId: number, active: boolean): Promise<boolean> {
  const [changed] = await tx.update(users).set({ isActive: active })
    .where(and(eq(users.id, userId), ne(users.isActive, active)))
    .returning({ sponsorId: users.sponsorId, sponsorLeg: users.sponsorLeg });
  if (!changed) return false;
  if (changed.sponsorId && changed.sponsorLeg) {
    const column = leftOrRight(changed.sponsorLeg, 'left_active_directs', 'right_active_directs');
    await tx.execute(sql`update users set ${column} = ${column} + ${active ? 1 : -1} where id = ${changed.sponsorId}`);
  }
  return true;
}

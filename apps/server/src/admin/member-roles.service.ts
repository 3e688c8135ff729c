import type { GrantableRole } from '@vo/domain';
import { arrayContains, asc, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import type { SessionUser } from '../auth/current-user';
import { endImpersonationsBy, endOwnSessions } from '../auth/end-sessions';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../lib/errors';

export interface RoleChange { role: GrantableRole; granted: boolean; reason: string | null }

/** The one audit of a role change (the console's and the command line's): old and new roles, and why. */
export function recordRoleChange(
  tx: Db | Tx, by: { actorId: number | null; ip: string | null }, memberId: number, change: RoleChange, from: string[], to: string[],
): Promise<void> {
  return recordAudit(tx, { kind: 'role_change', actorId: by.actorId, memberId, ip: by.ip, details: { ...change, from, to } });
}

/**
 * Decision 113: an admin grants or revokes a member's admin role, with a reason. Every admin's row is locked first,
 * in id order, so two revokes at once are decided one after the other: the second sees the first's result, and
 * neither leaves the product without an admin (409 LAST_ADMIN). Nobody revokes their own role (409 OWN_ADMIN_ROLE).
 * The member's sessions end so the new role applies at their next sign-in; a revoked admin's "log in as" ends too.
 */
export async function changeMemberRole(db: Db, admin: Pick<SessionUser, 'id'>, memberId: number, change: RoleChange, ip: string | null): Promise<void> {
  if (!change.granted && memberId === admin.id) throw new AppError('OWN_ADMIN_ROLE');
  await db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id, isBlocked: users.isBlocked }).from(users)
      .where(arrayContains(users.roles, ['ROLE_ADMIN'])).orderBy(asc(users.id)).for('update');
    const [member] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, memberId)).for('update');
    if (!member) throw new AppError('USER_NOT_FOUND');
    if (member.roles.includes('ROLE_SYSTEM')) throw new AppError('ROLE_NOT_CHANGEABLE');
    const held = member.roles.includes(change.role);
    if (change.granted === held) throw new AppError(held ? 'ROLE_ALREADY_HELD' : 'ROLE_NOT_HELD');
    if (!change.granted && !admins.some((other) => other.id !== memberId && !other.isBlocked)) throw new AppError('LAST_ADMIN');
    // An admin whose own role was revoked a moment ago (by a request that took the lock first) acts no more.
    if (!admins.some((other) => other.id === admin.id)) throw new AppError('FORBIDDEN');
    const roles = change.granted ? [...member.roles, change.role] : member.roles.filter((role) => role !== change.role);
    await tx.update(users).set({ roles }).where(eq(users.id, memberId));
    await endOwnSessions(tx, memberId, 'admin');
    if (!change.granted) await endImpersonationsBy(tx, memberId);
    await recordRoleChange(tx, { actorId: admin.id, ip }, memberId, change, member.roles, roles);
  });
}

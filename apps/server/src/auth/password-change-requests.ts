import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { passwordChangeRequests, users } from '../db/schema';
import { AppError } from '../lib/errors';
import type { SessionUser } from './current-user';
import { endOwnSessions } from './end-sessions';

const admins = alias(users, 'admins');

/**
 * An admin requires a member to set a new password (a leaked or shared password, say): the flag stops
 * the login (forcePasswordChange) and the member's own sessions end now, so whoever holds the old password
 * is out. The way back in is the e-mailed reset link. Requiring it again while pending changes nothing.
 */
export async function requirePasswordChange(db: Db, admin: SessionUser, memberId: number): Promise<{ changed: boolean }> {
  if (memberId === admin.id) throw new AppError('NOT_ON_YOURSELF');
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id, mustChangePassword: users.mustChangePassword }).from(users)
      .where(eq(users.id, memberId)).for('update');
    if (!member) throw new AppError('USER_NOT_FOUND');
    const [open] = await tx.select({ id: passwordChangeRequests.id }).from(passwordChangeRequests)
      .where(and(eq(passwordChangeRequests.userId, memberId), isNull(passwordChangeRequests.completedAt)));
    if (member.mustChangePassword && open) return { changed: false };
    await tx.update(users).set({ mustChangePassword: true }).where(eq(users.id, memberId));
    if (!open) await tx.insert(passwordChangeRequests).values({ userId: memberId, adminId: admin.id });
    // The member's own sessions only: an admin acting as the member is not affected by the member's password.
    await endOwnSessions(tx, memberId);
    return { changed: true };
  });
}

/** The member has set a new password (reset link or own change): the pending request is done. */
export async function completePasswordChangeRequests(tx: Db | Tx, userId: number): Promise<void> {
  await tx.update(passwordChangeRequests).set({ completedAt: new Date() })
    .where(and(eq(passwordChangeRequests.userId, userId), isNull(passwordChangeRequests.completedAt)));
}

/** The newest requests for a member, with the admin who asked (the admin console's member detail). */
export function recentPasswordChangeRequests(db: Db, userId: number, limit = 10) {
  return db.select({
    id: passwordChangeRequests.id,
    createdAt: passwordChangeRequests.createdAt,
    completedAt: passwordChangeRequests.completedAt,
    admin: { id: admins.id, username: admins.username },
  }).from(passwordChangeRequests)
    .innerJoin(admins, eq(admins.id, passwordChangeRequests.adminId))
    .where(eq(passwordChangeRequests.userId, userId))
    .orderBy(desc(passwordChangeRequests.createdAt), desc(passwordChangeRequests.id))
    .limit(limit);
}

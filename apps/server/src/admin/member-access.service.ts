import type { MemberAccountAction } from '@vo/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { endOwnSessions } from '../auth/end-sessions';
import type { SessionUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../lib/errors';

/** What each action does to `isBlocked` (none for "end sessions"), and the state it needs first. */
const BLOCKING: Record<MemberAccountAction, { isBlocked: boolean; refusal: 'MEMBER_ALREADY_BLOCKED' | 'MEMBER_NOT_BLOCKED' } | null> = {
  block: { isBlocked: true, refusal: 'MEMBER_ALREADY_BLOCKED' },
  unblock: { isBlocked: false, refusal: 'MEMBER_NOT_BLOCKED' },
  end_sessions: null,
};

/**
 * Issue 19: an admin blocks or unblocks a member, or ends their sessions, with a reason the audit keeps. Blocking
 * and ending sessions revoke the member's tokens at once (their next call is 401 ACCOUNT_BLOCKED / SESSION_ENDED).
 * The member's row is locked, so of two admins blocking at once one blocks and the other is told it already is.
 */
export async function changeMemberAccess(
  db: Db, admin: SessionUser, memberId: number, action: MemberAccountAction, reason: string, ip: string | null,
): Promise<void> {
  if (memberId === admin.id) throw new AppError('NOT_ON_YOURSELF');
  await db.transaction(async (tx) => {
    const [member] = await tx.select({ isBlocked: users.isBlocked }).from(users).where(eq(users.id, memberId)).for('update');
    if (!member) throw new AppError('USER_NOT_FOUND');
    const blocking = BLOCKING[action];
    if (blocking) {
      if (member.isBlocked === blocking.isBlocked) throw new AppError(blocking.refusal);
      await tx.update(users).set({ isBlocked: blocking.isBlocked }).where(eq(users.id, memberId));
    }
    if (action !== 'unblock') await endOwnSessions(tx, memberId, 'admin');
    // The member's record reads its access history from the audit log (decision 113).
    await recordAudit(tx, {
      kind: blocking ? 'block_change' : 'sessions_ended', actorId: admin.id, memberId, ip,
      details: blocking ? { isBlocked: blocking.isBlocked, reason } : { reason },
    });
  });
}

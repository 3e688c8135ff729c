import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { authTokens, users } from '../db/schema';
import { hashToken } from './opaque-token';
import type { ErrorCode } from '../lib/errors';

/**
 * Ends the member's own sessions now (access and refresh tokens); an admin acting as the member keeps theirs, which
 * has its own end (DELETE /api/admin_access_tokens/{id}). `revokedBy: 'admin'` lets the next call say who ended it.
 */
export async function endOwnSessions(tx: Db | Tx, memberId: number, revokedBy: 'admin' | null = null): Promise<void> {
  await tx.update(authTokens).set({ revokedAt: new Date(), revokedBy })
    .where(and(eq(authTokens.userId, memberId), isNull(authTokens.impersonatorId), isNull(authTokens.revokedAt)));
}

/** Ends every "log in as" session an admin opened (their admin role was revoked: they act as nobody any more). */
export async function endImpersonationsBy(tx: Db | Tx, adminId: number): Promise<void> {
  await tx.update(authTokens).set({ revokedAt: new Date(), revokedBy: 'admin' })
    .where(and(eq(authTokens.impersonatorId, adminId), isNull(authTokens.revokedAt)));
}

/**
 * Why a bearer token that gives no session was refused, when the member should be told more than "log in": their
 * account was blocked, or an admin ended their sessions. Read only for refused tokens, so a valid call costs nothing.
 */
export async function refusedTokenReason(db: Db, accessToken: string): Promise<ErrorCode | null> {
  const [token] = await db.select({ isBlocked: users.isBlocked, revokedBy: authTokens.revokedBy }).from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, hashToken(accessToken)), eq(authTokens.kind, 'access')));
  if (!token) return null;
  if (token.isBlocked) return 'ACCOUNT_BLOCKED';
  return token.revokedBy === 'admin' ? 'SESSION_ENDED' : null;
}

import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { authTokens } from '../db/schema';
import { AppError } from '../lib/errors';
import { hashToken, newOpaqueToken } from './opaque-token';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
}

interface IssueOptions {
  familyId?: string;
  /** Absolute end of the refresh family (30 days from the first login, not sliding). */
  refreshExpiresAt?: Date;
  impersonatorId?: number | null;
}

export function tokenService(config: Config) {
  return {
    async issue(tx: Db | Tx, userId: number, options: IssueOptions = {}): Promise<TokenPair> {
      const access = newOpaqueToken();
      const refresh = newOpaqueToken();
      const familyId = options.familyId ?? randomUUID();
      const now = Date.now();
      const refreshExpiresAt = options.refreshExpiresAt ?? new Date(now + config.REFRESH_TOKEN_TTL_SECONDS * 1000);
      // An access token never outlives its family (an impersonation lasts hours, not the access TTL past its end).
      const accessExpiresAt = new Date(Math.min(now + config.ACCESS_TOKEN_TTL_SECONDS * 1000, refreshExpiresAt.getTime()));
      await tx.insert(authTokens).values([
        {
          userId, kind: 'access', tokenHash: hashToken(access), familyId,
          impersonatorId: options.impersonatorId ?? null,
          expiresAt: accessExpiresAt,
        },
        {
          userId, kind: 'refresh', tokenHash: hashToken(refresh), familyId,
          impersonatorId: options.impersonatorId ?? null,
          expiresAt: refreshExpiresAt,
        },
      ]);
      const expiresIn = Math.max(0, Math.floor((accessExpiresAt.getTime() - now) / 1000));
      return { access_token: access, refresh_token: refresh, expires_in: expiresIn, token_type: 'Bearer' };
    },

    /**
     * Rotation (RFC 9700 section 4.14.2): a refresh token works once; presenting a used or
     * revoked one revokes its whole family, since one of the two holders is an attacker.
     */
    async rotate(db: Db, refreshToken: string, assertUserMayEnter: (tx: Tx, userId: number) => Promise<void>): Promise<TokenPair> {
      const tokenHash = hashToken(refreshToken);
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(authTokens)
          .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, 'refresh')));
        if (!row) return { error: 'unknown' as const };
        if (row.revokedAt || row.usedAt) return { error: 'reused' as const, familyId: row.familyId };
        if (row.expiresAt.getTime() <= Date.now()) return { error: 'expired' as const };
        const claimed = await tx.update(authTokens).set({ usedAt: new Date() })
          .where(and(eq(authTokens.id, row.id), isNull(authTokens.usedAt))).returning({ id: authTokens.id });
        if (!claimed.length) return { error: 'reused' as const, familyId: row.familyId };
        await assertUserMayEnter(tx, row.userId);
        // The old access token of the family dies with its refresh token.
        await tx.update(authTokens).set({ revokedAt: new Date() })
          .where(and(eq(authTokens.familyId, row.familyId), eq(authTokens.kind, 'access'), isNull(authTokens.revokedAt)));
        const pair = await this.issue(tx, row.userId, {
          familyId: row.familyId, refreshExpiresAt: row.expiresAt, impersonatorId: row.impersonatorId,
        });
        return { pair };
      });
      if ('pair' in outcome && outcome.pair) return outcome.pair;
      if (outcome.error === 'reused' && outcome.familyId) await this.revokeFamily(db, outcome.familyId);
      throw new AppError('INVALID_GRANT');
    },

    async revokeFamily(db: Db | Tx, familyId: string): Promise<void> {
      await db.update(authTokens).set({ revokedAt: new Date() })
        .where(and(eq(authTokens.familyId, familyId), isNull(authTokens.revokedAt)));
    },

    async revokeAllOfUser(db: Db | Tx, userId: number): Promise<void> {
      await db.update(authTokens).set({ revokedAt: new Date() })
        .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
    },
  };
}
export type TokenService = ReturnType<typeof tokenService>;

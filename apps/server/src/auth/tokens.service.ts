import { randomUUID } from 'node:crypto';
import type { OAuthToken } from '@vo/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { authTokens } from '../db/schema';
import { AppError } from '../lib/errors';
import type { SecretBox } from '../lib/secret-box';
import { hashToken, newOpaqueToken } from './opaque-token';

/** The OAuth token answer of POST /api/login, as packages/domain's response schema says. */
export type TokenPair = OAuthToken;

interface IssueOptions {
  familyId?: string;
  /** Absolute end of the refresh family (30 days from the first login, not sliding). */
  refreshExpiresAt?: Date;
  impersonatorId?: number | null;
}

interface SealedPair {
  access_token: string;
  refresh_token: string;
  /** Epoch milliseconds, so a late answer says how long the access token still lives. */
  accessExpiresAt: number;
}

type RefreshRow = typeof authTokens.$inferSelect;

export function tokenService(config: Config, box: SecretBox) {
  const graceMs = config.REFRESH_REUSE_GRACE_SECONDS * 1000;

  /** The pair a used refresh token gave, if it was used within the grace and its family still lives. */
  function pairWithinGrace(row: RefreshRow): TokenPair | null {
    if (row.revokedAt || !row.usedAt || !row.successorSealed) return null;
    if (Date.now() - row.usedAt.getTime() > graceMs) return null;
    const sealed = JSON.parse(box.open(row.successorSealed)) as SealedPair;
    const expiresIn = Math.max(0, Math.floor((sealed.accessExpiresAt - Date.now()) / 1000));
    return { access_token: sealed.access_token, refresh_token: sealed.refresh_token, expires_in: expiresIn, token_type: 'Bearer' };
  }

  return {
    async issue(tx: Db | Tx, userId: number, options: IssueOptions = {}): Promise<TokenPair> {
      return (await this.issueSealed(tx, userId, options)).pair;
    },

    /** Issues a pair and also returns it sealed, for the reuse grace of the refresh token it replaces. */
    async issueSealed(tx: Db | Tx, userId: number, options: IssueOptions = {}): Promise<{ pair: TokenPair; sealed: string }> {
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
      const sealed = box.seal(JSON.stringify({ access_token: access, refresh_token: refresh, accessExpiresAt: accessExpiresAt.getTime() } satisfies SealedPair));
      return { pair: { access_token: access, refresh_token: refresh, expires_in: expiresIn, token_type: 'Bearer' }, sealed };
    },

    /**
     * Rotation (RFC 9700 section 4.14.2): a refresh token works once; presenting a used or
     * revoked one revokes its whole family, since one of the two holders is an attacker. Except
     * within REFRESH_REUSE_GRACE_SECONDS of its use: then it is two tabs of one browser racing,
     * and both get the pair the first one got.
     */
    async rotate(db: Db, refreshToken: string, assertUserMayEnter: (tx: Tx, userId: number) => Promise<void>): Promise<TokenPair> {
      const tokenHash = hashToken(refreshToken);
      const succeed = async (tx: Tx, row: RefreshRow) => {
        await assertUserMayEnter(tx, row.userId);
        // The old access token of the family dies with its refresh token.
        await tx.update(authTokens).set({ revokedAt: new Date() })
          .where(and(eq(authTokens.familyId, row.familyId), eq(authTokens.kind, 'access'), isNull(authTokens.revokedAt)));
        const { pair, sealed } = await this.issueSealed(tx, row.userId, {
          familyId: row.familyId, refreshExpiresAt: row.expiresAt, impersonatorId: row.impersonatorId,
        });
        await tx.update(authTokens).set({ successorSealed: sealed }).where(eq(authTokens.id, row.id));
        return pair;
      };
      const findRow = async (tx: Tx) => (await tx.select().from(authTokens)
        .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, 'refresh'))))[0];
      const outcome = await db.transaction(async (tx) => {
        let row = await findRow(tx);
        if (!row) return { error: 'unknown' as const };
        if (!row.revokedAt && !row.usedAt) {
          if (row.expiresAt.getTime() <= Date.now()) return { error: 'expired' as const };
          // Conditional claim: of two racing rotations one wins; on PostgreSQL the other waits for its
          // commit (row lock), then claims nothing and reads the winner's pair below.
          const claimed = await tx.update(authTokens).set({ usedAt: new Date() })
            .where(and(eq(authTokens.id, row.id), isNull(authTokens.usedAt))).returning({ id: authTokens.id });
          if (claimed.length) return { pair: await succeed(tx, row) };
          row = await findRow(tx);
          if (!row) return { error: 'unknown' as const };
        }
        const pair = pairWithinGrace(row);
        return pair ? { pair } : { error: 'reused' as const, familyId: row.familyId };
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

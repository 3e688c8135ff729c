import { randomUUID } from 'node:crypto';
import type { ImpersonationToken } from '@vo/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { adminAccessTokens, users } from '../db/schema';
import { variableLookup } from '../settings/variables.service';
import { recordAudit } from '../audit/record-audit';
import { AppError, type ErrorCode } from '../lib/errors';
import { mayEnter } from '../memberships/membership-state';
import { isAdmin, type SessionUser } from './current-user';
import type { TokenService } from './tokens.service';

/** An admin acts as a member for a working session at most; after that, "log in as" again. */
export const IMPERSONATION_HOURS = 2;

type Target = Pick<SessionUser, 'id' | 'roles' | 'isSystem' | 'isBlocked' | 'isActive' | 'paidUntil'>;

/**
 * Why an admin may not act as this user, or null. Not as oneself, another admin (their powers would
 * carry over) or a system user (the company root); not as someone who could not enter either (blocked,
 * never paid), since the back office would refuse the session anyway.
 */
export function impersonationRefusal(adminId: number, target: Target): ErrorCode | null {
  if (target.id === adminId) return 'NOT_ON_YOURSELF';
  if (isAdmin(target) || target.isSystem) return 'IMPERSONATION_NOT_ALLOWED';
  if (!mayEnter(target)) return 'IMPERSONATION_NO_ACCESS';
  return null;
}

export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

/** Sets endedAt on the audit row of an impersonation's token family (idempotent). */
export async function markImpersonationEnded(db: Db | Tx, familyId: string): Promise<void> {
  await db.update(adminAccessTokens).set({ endedAt: new Date() })
    .where(and(eq(adminAccessTokens.tokenFamilyId, familyId), isNull(adminAccessTokens.endedAt)));
}

/** DESIGN.md section 4, admin impersonation: a marked token pair for the member, and its audit row. */
export function impersonationService(db: Db, tokens: TokenService) {
  return {
    /** The token pair of a new session as the member, marked with the admin (impersonatorId), audited in the same transaction. */
    start(admin: SessionUser, memberId: number, origin: RequestOrigin): Promise<ImpersonationToken> {
      return db.transaction(async (tx) => {
        const [member] = await tx.select().from(users).where(eq(users.id, memberId));
        if (!member) throw new AppError('USER_NOT_FOUND');
        const refusal = impersonationRefusal(admin.id, member);
        if (refusal) throw new AppError(refusal);
        // Spec section 6: acting on members is a switch the company turns (isAdminOnUserActive).
        if ((await variableLookup(tx, ['isAdminOnUserActive']))('isAdminOnUserActive')?.trim() === 'false') throw new AppError('ADMIN_ON_USER_OFF');
        const familyId = randomUUID();
        const pair = await tokens.issue(tx, member.id, {
          familyId, impersonatorId: admin.id, refreshExpiresAt: new Date(Date.now() + IMPERSONATION_HOURS * 3_600_000),
        });
        const [audit] = await tx.insert(adminAccessTokens)
          .values({ adminId: admin.id, userId: member.id, tokenFamilyId: familyId, ip: origin.ip, userAgent: origin.userAgent.slice(0, 500) })
          .returning({ id: adminAccessTokens.id });
        await recordAudit(tx, { kind: 'impersonation', actorId: admin.id, memberId: member.id, ip: origin.ip, details: { adminAccessTokenId: audit!.id } });
        return { ...pair, adminAccessTokenId: audit!.id };
      });
    },

    /** Ends an impersonation from the console: its tokens die at once; ending it twice changes nothing. */
    async end(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select({ familyId: adminAccessTokens.tokenFamilyId }).from(adminAccessTokens)
          .where(eq(adminAccessTokens.id, id)).for('update');
        if (!row) throw new AppError('NOT_FOUND');
        await tokens.revokeFamily(tx, row.familyId);
        await markImpersonationEnded(tx, row.familyId);
      });
    },
  };
}
export type ImpersonationService = ReturnType<typeof impersonationService>;

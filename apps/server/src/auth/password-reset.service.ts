import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { AppError } from '../lib/errors';
import type { Mailer } from '../mail/mailer';
import { hashToken, newOpaqueToken } from './opaque-token';
import { clearLoginFailures } from './login-throttle';
import { completePasswordChangeRequests } from './password-change-requests';
import { hashPassword } from './passwords';
import type { TokenService } from './tokens.service';

const RESET_TTL_MINUTES = 60;

export function passwordResetService(db: Db, mailer: Mailer, tokens: TokenService, publicUrl: string) {
  return {
    /** E-mails a one-time link; says nothing about whether the address exists (no account enumeration). */
    async request(email: string): Promise<void> {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
      if (!user) return;
      const token = newOpaqueToken();
      await db.transaction(async (tx) => {
        // A new link replaces any earlier one still unused.
        await tx.update(passwordResets).set({ usedAt: new Date() })
          .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values({
          userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
        });
        await mailer.queue(tx, {
          userId: user.id, template: 'passwordReset', secret: token,
          params: { link: `${publicUrl}/auth/reset-password/${token}`, minutes: RESET_TTL_MINUTES },
        });
      });
    },

    /**
     * Whether a link can still set a password, without using it (issue 18, item 5): the page says a used or expired
     * link is so before the member types a new password. Used, expired and unknown links answer alike.
     */
    async check(token: string): Promise<void> {
      const [live] = await db.select({ id: passwordResets.id }).from(passwordResets)
        .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())));
      if (!live) throw new AppError('RESET_TOKEN_INVALID');
    },

    /** Sets the new password once per link, clears a forced change and ends every session of the user. */
    async reset(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const [claimed] = await tx.update(passwordResets).set({ usedAt: new Date() })
          .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
          .returning({ userId: passwordResets.userId });
        if (!claimed) throw new AppError('RESET_TOKEN_INVALID');
        const [user] = await tx.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, claimed.userId))
          .returning({ username: users.username });
        // The link proved who it is: a lock-out from earlier wrong passwords must not keep the new one out.
        await clearLoginFailures(tx, user!.username);
        await completePasswordChangeRequests(tx, claimed.userId);
        await tokens.revokeAllOfUser(tx, claimed.userId);
      });
    },
  };
}
export type PasswordResetService = ReturnType<typeof passwordResetService>;

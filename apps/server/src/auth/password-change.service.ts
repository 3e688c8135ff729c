import type { ChangePassword } from '@vo/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens, users } from '../db/schema';
import { AppError } from '../lib/errors';
import type { Mailer } from '../mail/mailer';
import type { Session } from './current-user';
import { completePasswordChangeRequests } from './password-change-requests';
import { hashPassword, verifyPassword } from './passwords';

/**
 * My account → change password (DESIGN.md section 4): the current password is required ("Your
 * password is wrong."), every other session of the member ends, a forced change is cleared and
 * the member gets an e-mail notice. Not while an admin acts as the member.
 */
export function passwordChangeService(db: Db, mailer: Mailer) {
  return {
    async change(session: Session, input: ChangePassword): Promise<void> {
      if (session.impersonatorId) throw new AppError('NOT_WHILE_IMPERSONATING');
      const { user } = session;
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw new AppError('WRONG_PASSWORD');
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, user.id));
        await completePasswordChangeRequests(tx, user.id);
        await tx.update(authTokens).set({ revokedAt: new Date() })
          .where(and(eq(authTokens.userId, user.id), ne(authTokens.familyId, session.familyId), isNull(authTokens.revokedAt)));
        await mailer.queue(tx, { userId: user.id, template: 'passwordChanged', params: {} });
      });
    },
  };
}
export type PasswordChangeService = ReturnType<typeof passwordChangeService>;

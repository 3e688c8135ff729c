import { eq, or, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../lib/errors';
import { loginThrottle } from './login-throttle';
import { checkPassword } from './passwords';
import type { TokenPair, TokenService } from './tokens.service';
import { mayEnter } from '../memberships/membership-state';
import type { Session } from './current-user';
import { markImpersonationEnded } from './impersonation.service';
import { pendingRegistration } from '../payments/pending-registration';
import { assertNotDeactivated } from '../users/account-deactivation';

type LoginUser = typeof users.$inferSelect;

/** The TOTP check of the login (two-factor.service.ts). */
export interface SecondFactor {
  isEnabled(db: Db, userId: number): Promise<boolean>;
  verify(db: Db, userId: number, code: string): Promise<boolean>;
}

export interface PasswordGrant {
  username: string;
  password: string;
  totp?: string;
  ip: string;
}

function assertMayEnter(user: Pick<LoginUser, 'isBlocked' | 'isActive' | 'paidUntil' | 'deactivateDate' | 'deactivatedAt'>): void {
  if (user.isBlocked) throw new AppError('USER_BLOCKED');
  assertNotDeactivated(user);
  if (!mayEnter(user)) throw new AppError('USER_INACTIVE');
}

export function loginService(db: Db, config: Config, tokens: TokenService, secondFactor: SecondFactor) {
  const throttle = loginThrottle(db, config);

  const findByLogin = async (login: string) => {
    const needle = login.trim().toLowerCase();
    const [user] = await db.select().from(users)
      .where(or(eq(sql`lower(${users.username})`, needle), eq(sql`lower(${users.email})`, needle)));
    return user;
  };

  /**
   * Someone who proved the password but whose sign-up is still unpaid is told so, with how to pay a bank transfer,
   * rather than only "not active" (issue 18, item 2). Called after the password check only: nobody else learns it.
   */
  const assertPaidSignUp = async (user: LoginUser) => {
    if (user.isActive || user.isBlocked) return;
    const details = await pendingRegistration(db, user);
    if (details) throw new AppError('REGISTRATION_PAYMENT_PENDING', [], details);
  };

  /** The password grant's checks, in order; a refusal of a wrong password or code is INVALID_LOGIN. */
  const grantFor = async (user: LoginUser | undefined, grant: PasswordGrant): Promise<TokenPair> => {
    // One count per account, whichever of its names was typed; an unknown name counts as typed.
    const attempt = await throttle.claim(user?.username ?? grant.username, grant.ip);
    // From here on, a wrong password or code leaves the claimed attempt counted as a failure.
    const valid = await checkPassword(user?.passwordHash, grant.password);
    if (!user || !valid) throw new AppError('INVALID_LOGIN');
    const codeNeeded = await secondFactor.isEnabled(db, user.id);
    if (codeNeeded && grant.totp && !(await secondFactor.verify(db, user.id, grant.totp))) throw new AppError('INVALID_LOGIN');
    // The right password still waiting for its code is no guess, but no proof either: earlier wrong codes stay counted.
    if (codeNeeded && !grant.totp) await attempt.release();
    else await throttle.clear(user.username);
    // A deactivated account is told since when, before any "payment pending" (decision 114).
    assertNotDeactivated(user);
    await assertPaidSignUp(user);
    assertMayEnter(user);
    if (user.mustChangePassword) throw new AppError('PASSWORD_CHANGE_REQUIRED');
    if (codeNeeded && !grant.totp) throw new AppError('SECOND_FACTOR_REQUIRED');
    return db.transaction(async (tx) => {
      await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
      // The sign-in for the audit log, in the transaction that issues the session.
      await recordAudit(tx, { kind: 'login', actorId: user.id, memberId: user.id, ip: grant.ip });
      return tokens.issue(tx, user.id);
    });
  };

  return {
    findByLogin,

    /** Password grant: username or e-mail, throttled per account and per IP. */
    async passwordGrant(grant: PasswordGrant): Promise<TokenPair> {
      const user = await findByLogin(grant.username);
      try {
        return await grantFor(user, grant);
      } catch (error) {
        // A wrong password or code is a failed sign-in for the audit log; other refusals (blocked, unpaid) are not guesses.
        if (error instanceof AppError && error.code === 'INVALID_LOGIN') {
          await recordAudit(db, { kind: 'login_failed', actorId: null, memberId: user?.id ?? null, ip: grant.ip, details: { username: grant.username.slice(0, 100) } });
        }
        throw error;
      }
    },

    refreshGrant(refreshToken: string): Promise<TokenPair> {
      return tokens.rotate(db, refreshToken, async (tx: Tx, userId: number) => {
        const [user] = await tx.select({ isBlocked: users.isBlocked, isActive: users.isActive, paidUntil: users.paidUntil,
          deactivateDate: users.deactivateDate, deactivatedAt: users.deactivatedAt })
          .from(users).where(eq(users.id, userId));
        if (!user) throw new AppError('INVALID_GRANT');
        assertMayEnter(user);
      });
    },

    /** POST /api/logout: the session's token family dies; a "log in as" session's impersonation ends with it. */
    async logout(session: Pick<Session, 'familyId' | 'impersonatorId'>): Promise<void> {
      await db.transaction(async (tx) => {
        await tokens.revokeFamily(tx, session.familyId);
        // Logging out of a "log in as" session ends the impersonation (the console's "back to admin").
        if (session.impersonatorId) await markImpersonationEnded(tx, session.familyId);
      });
    },

    /** checkLastLogin: whether valid credentials belong to someone who must change the password first. */
    async mustChangePassword(username: string, password: string, ip: string): Promise<boolean> {
      // Throttled and timed like the login itself, or it would be a password oracle.
      const user = await findByLogin(username);
      const attempt = await throttle.claim(user?.username ?? username, ip);
      const valid = await checkPassword(user?.passwordHash, password);
      if (!user || !valid) return false;
      await attempt.release();
      return user.mustChangePassword;
    },
  };
}
export type LoginService = ReturnType<typeof loginService>;

import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import type { Session } from './current-user';
import { loginThrottle } from './login-throttle';
import type { SecondFactor } from './login.service';
import { verifyPassword } from './passwords';

/** What proves it is the member: the current password, or a code of their authenticator app (or a recovery code). */
export interface Proof {
  currentPassword?: string;
  code?: string;
}

/**
 * "Confirm it is you" before a sensitive change (bank data, DESIGN.md section 4): never while an admin acts
 * as the member; the password or, with two-factor on, a code that cannot be replayed (two-factor.service.ts).
 * Wrong answers count as failed logins, or this would be a password oracle beside the throttled login.
 */
export function reauthentication(db: Db, config: Config, secondFactor: SecondFactor) {
  const throttle = loginThrottle(db, config);
  return {
    async confirm(session: Session, proof: Proof, ip: string, missing: string): Promise<void> {
      if (session.impersonatorId) throw new AppError('NOT_WHILE_IMPERSONATING');
      const { user } = session;
      if (!proof.currentPassword && !proof.code) throw AppError.validation('currentPassword', missing);
      // Counted before the check, so parallel guesses get no more checks than the limit; a right answer forgives.
      await throttle.claim(user.username, ip);
      if (proof.currentPassword) {
        if (!(await verifyPassword(user.passwordHash, proof.currentPassword))) throw new AppError('WRONG_PASSWORD');
      } else if (!(await secondFactor.verify(db, user.id, proof.code!))) {
        throw AppError.validation('code', 'validation.totpInvalid');
      }
      await throttle.clear(user.username);
    },
  };
}
export type Reauthentication = ReturnType<typeof reauthentication>;

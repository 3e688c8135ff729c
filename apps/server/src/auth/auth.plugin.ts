import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { AppError, type ErrorCode } from '../lib/errors';
import { findSessionByAccessToken, isAdmin, type Session } from './current-user';
import { mayEnter } from '../memberships/membership-state';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    /** Why a valid token gives no session on this route (requireSession answers it instead of 401). */
    sessionRefusal: ErrorCode | null;
  }
  interface FastifyContextConfig {
    /** Open to an admin who still has to turn on two-factor authentication: enrolment, /api/me, sign-out. */
    twoFactorEnrolment?: boolean;
  }
}

/** Route config of what an admin who must still enrol in two-factor authentication may call. */
export const DURING_TWO_FACTOR_ENROLMENT = { twoFactorEnrolment: true };

/** DESIGN.md section 4: in production an admin without 2FA does nothing before enrolling (an impersonation is the member's session). */
export const mustEnrolTwoFactor = (session: Session, required: boolean) =>
  required && isAdmin(session.user) && !session.twoFactorEnabled && !session.impersonatorId;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Resolves the bearer token (if any) on every request; routes then demand what they need. */
export const authPlugin = fp(async (app: FastifyInstance, options: { db: Db; adminTwoFactorRequired: boolean }) => {
  app.decorateRequest('session', null);
  app.decorateRequest('sessionRefusal', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const session = await findSessionByAccessToken(options.db, token);
    // Blocked or deactivated members lose access at once, not when their token expires; a member who
    // must change the password (an admin asked) enters again only after setting a new one.
    if (!session || !mayEnter(session.user) || (session.user.mustChangePassword && !session.impersonatorId)) return;
    if (mustEnrolTwoFactor(session, options.adminTwoFactorRequired) && !request.routeOptions.config.twoFactorEnrolment) {
      request.sessionRefusal = 'TWO_FACTOR_ENROLMENT_REQUIRED';
      return;
    }
    request.session = session;
  });
});

/** The signed-in session, or 401. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw new AppError(request.sessionRefusal ?? 'UNAUTHORIZED');
  return request.session;
}

/** The signed-in admin's session, or 401/403. */
export function requireAdmin(request: FastifyRequest): Session {
  const session = requireSession(request);
  if (!isAdmin(session.user)) throw new AppError('FORBIDDEN');
  return session;
}

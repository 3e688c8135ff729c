import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { findSessionByAccessToken, isAdmin, type Session } from './current-user';
import { mayEnter } from '../memberships/membership-state';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Resolves the bearer token (if any) on every request; routes then demand what they need. */
export const authPlugin = fp(async (app: FastifyInstance, options: { db: Db }) => {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const session = await findSessionByAccessToken(options.db, token);
    // Blocked or deactivated members lose access at once, not when their token expires; a member who
    // must change the password (an admin asked) enters again only after setting a new one.
    if (session && mayEnter(session.user) && !(session.user.mustChangePassword && !session.impersonatorId)) request.session = session;
  });
});

/** The signed-in session, or 401. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('UNAUTHORIZED');
  return request.session;
}

/** The signed-in admin's session, or 401/403. */
export function requireAdmin(request: FastifyRequest): Session {
  const session = requireSession(request);
  if (!isAdmin(session.user)) throw new AppError('FORBIDDEN');
  return session;
}

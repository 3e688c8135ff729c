import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { isApiPath } from '../lib/api-paths';
import { AppError, type ErrorCode } from '../lib/errors';
import { refusedTokenReason } from './end-sessions';
import { findSessionByAccessToken, hasTravelFeatures, isAdmin, type Session } from './current-user';
import { mayEnter } from '../memberships/membership-state';

/**
 * Who may call a route: anyone, a signed-in member (admins included), a member whose membership has travel
 * features (spec section 6, the travel search engine; admins included), or only an admin. Each includes the next.
 */
export type Access = 'public' | 'member' | 'travel' | 'admin';
const ACCESS_RANK: Record<Access, number> = { public: 0, member: 1, travel: 2, admin: 3 };

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    /** Why a valid token gives no session on this route (requireSession answers it instead of 401). */
    sessionRefusal: ErrorCode | null;
  }
  interface FastifyContextConfig {
    /** Open to an admin who still has to turn on two-factor authentication: enrolment, /api/me, sign-out. */
    twoFactorEnrolment?: boolean;
    /** Declared on public routes and on admin routes outside /api/admin; see `defaultAccess`. */
    access?: Access;
  }
}

/** Secure by default: an API route needs a session, and the console (/api/admin…) an admin, unless it declares otherwise. */
function defaultAccess(url: string): Access {
  if (url.startsWith('/api/admin')) return 'admin';
  return isApiPath(url) ? 'member' : 'public';
}

// Checked in onRequest, so an anonymous caller gets 401 and a member 403 before the body is parsed or the
// input validated: neither learns a route's fields from its violations (issue 13, item 12).
const guards: Record<Exclude<Access, 'public'>, onRequestAsyncHookHandler> = {
  member: async (request) => void requireSession(request),
  travel: async (request) => void requireTravelFeatures(request),
  admin: async (request) => void requireAdmin(request),
};

/** Route config of what an admin who must still enrol in two-factor authentication may call. */
export const DURING_TWO_FACTOR_ENROLMENT = { twoFactorEnrolment: true };

/** DESIGN.md section 4: in production an admin without 2FA does nothing before enrolling (an impersonation is the member's session). */
export const mustEnrolTwoFactor = (session: Session, required: boolean) =>
  required && isAdmin(session.user) && !session.twoFactorEnabled && !session.impersonatorId;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Resolves the bearer token (if any) on every request; routes then demand what they need. */
export const authPlugin = fp(async (app: FastifyInstance, options: { db: Db; adminTwoFactorRequired: boolean }) => {
  app.decorateRequest('session', null);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access ?? defaultAccess(route.url);
    route.config = { ...route.config, access };
    // Route-level onRequest hooks run after the global one below that resolves the session.
    if (access !== 'public') route.onRequest = [...[route.onRequest ?? []].flat(), guards[access]];
  });
  app.decorateRequest('sessionRefusal', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const session = await findSessionByAccessToken(options.db, token);
    // Blocked or deactivated members lose access at once, not when their token expires; a member who
    // must change the password (an admin asked) enters again only after setting a new one.
    if (!session || !mayEnter(session.user) || (session.user.mustChangePassword && !session.impersonatorId)) {
      if (!session || session.user.isBlocked) request.sessionRefusal = await refusedTokenReason(options.db, token);
      return;
    }
    if (mustEnrolTwoFactor(session, options.adminTwoFactorRequired) && !request.routeOptions.config.twoFactorEnrolment) {
      request.sessionRefusal = 'TWO_FACTOR_ENROLMENT_REQUIRED';
      return;
    }
    request.session = session;
  });
});

/**
 * A handler that needs more than its route declares is a programming error: the route's guard would let
 * callers reach validation first. Failing loudly here makes every route's test catch a missing declaration.
 */
function assertDeclared(request: FastifyRequest, needed: Exclude<Access, 'public'>): void {
  const declared = request.routeOptions.config.access ?? 'public';
  if (ACCESS_RANK[declared] < ACCESS_RANK[needed]) {
    throw new Error(`${request.routeOptions.url} needs config.access '${needed}', not '${String(declared)}'`);
  }
}

/** The signed-in session, or 401. */
export function requireSession(request: FastifyRequest): Session {
  assertDeclared(request, 'member');
  return sessionOrRefusal(request);
}

function sessionOrRefusal(request: FastifyRequest): Session {
  if (!request.session) throw new AppError(request.sessionRefusal ?? 'UNAUTHORIZED');
  return request.session;
}

/** The session of a member whose membership has travel features (or an admin's), or 401/403 with the spec's "no access". */
export function requireTravelFeatures(request: FastifyRequest): Session {
  assertDeclared(request, 'travel');
  const session = requireSession(request);
  if (!hasTravelFeatures(session)) throw new AppError('TRAVEL_FEATURES_REQUIRED');
  return session;
}

/** The signed-in admin's session, or 401/403. */
export function requireAdmin(request: FastifyRequest): Session {
  assertDeclared(request, 'admin');
  return adminSessionOrRefusal(request);
}

/**
 * The admin check alone (401/403), for the guard of a public route that also lets in another credential
 * than a session (the metrics scraper's token): such a route cannot declare `admin`, whose guard would refuse it.
 */
export function adminSessionOrRefusal(request: FastifyRequest): Session {
  const session = sessionOrRefusal(request);
  if (!isAdmin(session.user)) throw new AppError('FORBIDDEN');
  return session;
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import { AppError } from '../lib/errors';
import { DURING_TWO_FACTOR_ENROLMENT, mustEnrolTwoFactor, requireSession } from './auth.plugin';
import type { LoginService } from './login.service';
import { presentMe } from './me.presenter';
import { markImpersonationEnded } from './impersonation.service';
import type { TokenService } from './tokens.service';
import type { Db } from '../db/client';

const tokenRequest = z.object({
  grant_type: z.string().optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
  username: z.string().max(254).optional(),
  password: z.string().max(128).optional(),
  // A six-digit code or a recovery code (XXXX-XXXX-XXXX).
  totp: z.string().max(20).optional(),
  refresh_token: z.string().max(200).optional(),
});

export const authRoutes: FastifyPluginAsyncZod<{ config: Config; db: Db; login: LoginService; tokens: TokenService }> = async (
  app,
  { config, db, login, tokens },
) => {
  app.get('/api/client-config', { config: { access: 'public' }, schema: { tags: ['auth'] } }, async () => ({
    clientId: config.OAUTH_CLIENT_ID,
    clientSecret: config.OAUTH_CLIENT_SECRET,
    appVersion: 'v1.0',
  }));

  // OAuth2 token endpoint: form-encoded password and refresh_token grants (DESIGN.md section 4).
  app.post('/api/login', { config: { access: 'public' }, schema: { tags: ['auth'], body: tokenRequest } }, async (request, reply) => {
    const body = request.body;
    if (body.client_id !== config.OAUTH_CLIENT_ID || body.client_secret !== config.OAUTH_CLIENT_SECRET) {
      throw new AppError('INVALID_CLIENT');
    }
    reply.header('cache-control', 'no-store');
    if (body.grant_type === 'password') {
      if (!body.username || !body.password) throw new AppError('INVALID_LOGIN');
      return login.passwordGrant({ username: body.username, password: body.password, totp: body.totp, ip: request.ip });
    }
    if (body.grant_type === 'refresh_token') {
      if (!body.refresh_token) throw new AppError('INVALID_GRANT');
      return login.refreshGrant(body.refresh_token);
    }
    throw new AppError('UNSUPPORTED_GRANT');
  });

  app.post('/api/logout', { schema: { tags: ['auth'] }, config: DURING_TWO_FACTOR_ENROLMENT }, async (request, reply) => {
    const session = requireSession(request);
    await db.transaction(async (tx) => {
      await tokens.revokeFamily(tx, session.familyId);
      // Logging out of a "log in as" session ends the impersonation (the console's "back to admin").
      if (session.impersonatorId) await markImpersonationEnded(tx, session.familyId);
    });
    return reply.status(204).send();
  });

  app.get('/api/me', { schema: { tags: ['auth'] }, config: DURING_TWO_FACTOR_ENROLMENT }, async (request) => {
    const session = requireSession(request);
    return presentMe(session, mustEnrolTwoFactor(session, config.adminTwoFactorRequired));
  });

  app.post(
    '/reset-password/api/checkLastLogin',
    { config: { access: 'public' }, schema: { tags: ['auth'], body: z.object({ username: z.string().max(254), password: z.string().max(128) }) } },
    async (request) => ({
      forcePasswordChange: await login.mustChangePassword(request.body.username, request.body.password, request.ip),
    }),
  );
};

import { checkLastLoginAnswerSchema, clientConfigSchema, currentUserSchema, oauthTokenSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import { AppError } from '../lib/errors';
import { noContent } from '../lib/response-schemas';
import { DURING_TWO_FACTOR_ENROLMENT, mustEnrolTwoFactor, requireSession } from './auth.plugin';
import type { LoginService } from './login.service';
import { presentMe } from './me.presenter';

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

export const authRoutes: FastifyPluginAsyncZod<{ config: Config; login: LoginService }> = async (app, { config, login }) => {
  app.get('/api/client-config', { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: clientConfigSchema } } }, async () => ({
    clientId: config.OAUTH_CLIENT_ID,
    clientSecret: config.OAUTH_CLIENT_SECRET,
    appVersion: 'v1.0',
  }));

  // OAuth2 token endpoint: form-encoded password and refresh_token grants (DESIGN.md section 4).
  app.post('/api/login', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      description: 'The OAuth token answer on success; failures are hydra:Error bodies (code INVALID_CLIENT, INVALID_LOGIN, '
        + 'INVALID_GRANT, UNSUPPORTED_GRANT, SECOND_FACTOR_REQUIRED, PASSWORD_CHANGE_REQUIRED...), not RFC 6749 `{error}` objects.',
      body: tokenRequest,
      response: { 200: oauthTokenSchema },
    },
  }, async (request, reply) => {
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

  app.post('/api/logout', { schema: { tags: ['auth'], response: { 204: noContent } }, config: DURING_TWO_FACTOR_ENROLMENT }, async (request, reply) => {
    await login.logout(requireSession(request));
    return reply.status(204).send(null);
  });

  app.get('/api/me', { schema: { tags: ['auth'], response: { 200: currentUserSchema } }, config: DURING_TWO_FACTOR_ENROLMENT }, async (request) => {
    const session = requireSession(request);
    return presentMe(session, mustEnrolTwoFactor(session, config.adminTwoFactorRequired));
  });

  app.post(
    '/reset-password/api/checkLastLogin',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: z.object({ username: z.string().max(254), password: z.string().max(128) }),
        response: { 200: checkLastLoginAnswerSchema },
      },
    },
    async (request) => ({
      forcePasswordChange: await login.mustChangePassword(request.body.username, request.body.password, request.ip),
    }),
  );
};

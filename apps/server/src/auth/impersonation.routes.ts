import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAccessTokenCollectionSchema, adminAccessTokenSchema, idParams, impersonationTokenSchema } from '@vo/domain';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { findAdminAccessToken, listAdminAccessTokens } from './admin-access-token-list';
import { presentAdminAccessToken } from './admin-access-token.presenter';
import { requireAdmin } from './auth.plugin';
import type { ImpersonationService } from './impersonation.service';

/** Spec section 7: GET /api/admin-access-token/auth/{id}, GET /api/admin_access_tokens and /{id}; plus ending one. */
export const impersonationRoutes: FastifyPluginAsyncZod<{ db: Db; impersonation: ImpersonationService }> = async (app, { db, impersonation }) => {
  const presentById = async (id: number) => {
    const found = await findAdminAccessToken(db, id);
    if (!found) throw new AppError('NOT_FOUND');
    return presentAdminAccessToken(found);
  };

  // A GET because the spec's browser calls it so; it issues tokens, so nothing may cache the answer.
  app.get('/api/admin-access-token/auth/:id', {
    schema: { tags: ['admin'], params: idParams, response: { 200: impersonationTokenSchema } },
  }, async (request, reply) => {
    const admin = requireAdmin(request).user;
    reply.header('cache-control', 'no-store');
    return impersonation.start(admin, request.params.id, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
  });

  app.get('/api/admin_access_tokens', { schema: { tags: ['admin'], response: { 200: adminAccessTokenCollectionSchema } } }, (request) => {
    requireAdmin(request);
    return listAdminAccessTokens(db, request);
  });

  app.get('/api/admin_access_tokens/:id', { schema: { tags: ['admin'], params: idParams, response: { 200: adminAccessTokenSchema } } }, async (request) => {
    requireAdmin(request);
    return presentById(request.params.id);
  });

  app.post('/api/admin_access_tokens/:id/end', { schema: { tags: ['admin'], params: idParams, response: { 200: adminAccessTokenSchema } } }, async (request) => {
    requireAdmin(request);
    await impersonation.end(request.params.id);
    return presentById(request.params.id);
  });
};

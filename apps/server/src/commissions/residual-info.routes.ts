import { idParams, residualInfoRequestSchema, residualInfoSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../auth/auth.plugin';
import { assertOwnerOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { residualInfo } from './residual-info';
import { presentResidualInfo } from './residual-info.presenter';

export const residualInfoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/users/:id/residualInfo', {
    schema: { tags: ['commissions'], params: idParams, body: residualInfoRequestSchema, response: { 200: residualInfoSchema } },
  }, async (request) => {
    const { user } = requireSession(request);
    assertOwnerOrAdmin(user, request.params.id, 'USER_NOT_FOUND');
    return presentResidualInfo(await residualInfo(db, request.params.id, request.body));
  });
};

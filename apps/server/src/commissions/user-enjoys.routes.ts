import { enjoySpendResultSchema, enjoySpendSchema, eurosToCents, idParams, userEnjoyCollectionSchema, userEnjoySchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireSession } from '../auth/auth.plugin';
import { ownedOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { recordOutsideSpend } from './enjoy-bonus';
import { findUserEnjoy, listUserEnjoys } from './user-enjoy-list';
import { presentEnjoySpendResult, presentUserEnjoy } from './user-enjoy.presenter';

/** Spec: GET, POST /api/user_enjoys and /{id}: the Enjoy bonuses a member earned from their downline's spends. */
export const userEnjoysRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/user_enjoys', { schema: { tags: ['commissions'], response: { 200: userEnjoyCollectionSchema } } }, (request) =>
    listUserEnjoys(db, request, requireSession(request).user));

  app.get('/api/user_enjoys/:id', { schema: { tags: ['commissions'], params: idParams, response: { 200: userEnjoySchema } } }, async (request) => {
    const { user } = requireSession(request);
    return presentUserEnjoy(ownedOrAdmin(user, await findUserEnjoy(db, request.params.id), (row) => row.enjoy.userId));
  });

  app.post('/api/user_enjoys', {
    config: { access: 'admin' }, schema: { tags: ['commissions'], body: enjoySpendSchema, response: { 201: enjoySpendResultSchema } },
  }, async (request, reply) => {
    requireAdmin(request);
    const { user, points, reference, exempt } = request.body;
    const paid = await recordOutsideSpend(db, { spenderId: user, points: eurosToCents(points), reference, exempt });
    return reply.status(201).send(presentEnjoySpendResult(paid));
  });
};

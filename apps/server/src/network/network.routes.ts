import {
  activeDirectCollectionSchema, binaryNodeSchema, binaryTreeSchema, directsStatsSchema, idParam, idParams, invoiceStatRequestSchema, invoiceStatSchema, LEGS,
  madridDay, unilevelEnjoySchema, unilevelInfoSchema, unilevelMemberCollectionSchema, userStatPointCollectionSchema, userStatSchema, userStatsQuerySchema,
} from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAdmin } from '../auth/current-user';
import { assertOwnerOrAdmin, ownedOrAdmin } from '../auth/owner-or-admin';
import { requireSession } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { assertBinaryViewable, assertUnilevelViewable } from './access';
import { listActiveDirects } from './active-directs-list';
import { binaryWindow, extremeLeaf, MAX_WINDOW_LEVELS } from './binary-tree.service';
import { presentDirectsStats } from './directs.presenter';
import { presentBinaryTree } from './node.presenter';
import { presentInvoiceStat, presentUserStat } from './stats.presenter';
import { findUserStat, periodTotals } from './stats.service';
import { listUnilevel } from './unilevel-list';
import { presentUnilevelEnjoy, presentUnilevelInfo } from './unilevel.presenter';
import { enjoyTree, unilevelInfo } from './unilevel.service';
import { listStatsSeries } from './user-stats-list';

const page = z.coerce.number().int().min(1).default(1);
const itemsPerPage = z.coerce.number().int().min(1).default(30).transform((n) => Math.min(n, 100));

export const networkRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/users/:id/binarytree', {
    schema: {
      tags: ['network'], params: idParams, querystring: z.object({ levels: z.coerce.number().int().min(1).max(MAX_WINDOW_LEVELS).default(3) }),
      response: { 200: binaryTreeSchema },
    },
  }, async (request) => {
    const session = requireSession(request);
    await assertBinaryViewable(db, session, request.params.id);
    const root = await binaryWindow(db, request.params.id, request.query.levels);
    // Above the viewer's own node the tree is not theirs to see: no way up from there.
    const canGoUp = request.params.id !== session.user.id || isAdmin(session.user);
    return presentBinaryTree(request.params.id, request.query.levels, canGoUp, root);
  });

  app.get('/api/users/binaryLastLeaf', {
    schema: { tags: ['network'], querystring: z.object({ side: z.enum(LEGS).default('left'), from: idParam.optional() }), response: { 200: binaryNodeSchema } },
  }, async (request) => {
    const session = requireSession(request);
    const from = request.query.from ?? session.user.id;
    await assertBinaryViewable(db, session, from);
    return extremeLeaf(db, from, request.query.side);
  });

  app.get('/api/users/:id/unilevel', {
    schema: {
      tags: ['network'], params: idParams,
      querystring: z.object({ level: z.coerce.number().int().min(1).max(100).default(1), page, itemsPerPage, search: z.string().max(50).optional() }),
      response: { 200: unilevelMemberCollectionSchema },
    },
  }, async (request) => {
    const target = await assertUnilevelViewable(db, requireSession(request), request.params.id);
    return listUnilevel(db, request, target, request.query);
  });

  app.get('/api/users/:id/unilevelInfo', { schema: { tags: ['network'], params: idParams, response: { 200: unilevelInfoSchema } } }, async (request) => {
    const target = await assertUnilevelViewable(db, requireSession(request), request.params.id);
    return presentUnilevelInfo(target.id, await unilevelInfo(db, target));
  });

  app.get('/api/users/:id/unilevelenjoy', { schema: { tags: ['network'], params: idParams, response: { 200: unilevelEnjoySchema } } }, async (request) => {
    const session = requireSession(request);
    assertOwnerOrAdmin(session.user, request.params.id, 'USER_NOT_FOUND');
    return presentUnilevelEnjoy(request.params.id, await enjoyTree(db, request.params.id));
  });

  app.get('/api/users/activeDirects', { schema: { tags: ['network'], response: { 200: activeDirectCollectionSchema } } }, (request) =>
    listActiveDirects(db, request, requireSession(request).user));

  app.get('/api/userStats/directs', { schema: { tags: ['network'], response: { 200: directsStatsSchema } } }, async (request) =>
    presentDirectsStats(requireSession(request).user));

  app.get('/api/user_stats', { schema: { tags: ['network'], querystring: userStatsQuerySchema, response: { 200: userStatPointCollectionSchema } } }, async (request) => {
    const session = requireSession(request);
    const userId = request.query.user ?? session.user.id;
    assertOwnerOrAdmin(session.user, userId, 'USER_NOT_FOUND');
    return listStatsSeries(db, request, userId, request.query);
  });

  app.get('/api/user_stats/:id', { schema: { tags: ['network'], params: idParams, response: { 200: userStatSchema } } }, async (request) => {
    const { user } = requireSession(request);
    return presentUserStat(ownedOrAdmin(user, await findUserStat(db, request.params.id), (row) => row.userId));
  });

  app.post('/api/user_stats/invoice_stat', { schema: { tags: ['network'], body: invoiceStatRequestSchema, response: { 200: invoiceStatSchema } } }, async (request) => {
    const { user } = requireSession(request);
    return presentInvoiceStat(await periodTotals(db, user.id, request.body.from, request.body.to, madridDay(new Date())));
  });
};

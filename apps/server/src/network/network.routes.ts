import { DEFAULT_LEG_CHOICES, idParam, idParams, LEGS } from '@vo/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAdmin } from '../auth/current-user';
import { assertOwnerOrAdmin, isOwnerOrAdmin } from '../auth/owner-or-admin';
import { requireSession } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { userStats, users } from '../db/schema';
import { parseAs } from '../lib/collection-query';
import { listTable } from '../lib/collection-route';
import { AppError } from '../lib/errors';
import { hydraCollection } from '../lib/hydra';
import { madridDay } from '@vo/domain';
import { assertBinaryViewable, assertUnilevelViewable } from './access';
import { binaryWindow, extremeLeaf, MAX_WINDOW_LEVELS } from './binary-tree.service';
import { periodTotals, statsSeries } from './stats.service';
import { enjoyTree, unilevelInfo, unilevelPage } from './unilevel.service';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid');
const page = z.coerce.number().int().min(1).default(1);
const itemsPerPage = z.coerce.number().int().min(1).default(30).transform((n) => Math.min(n, 100));

export const networkRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/users/:id/binarytree', {
    schema: { tags: ['network'], params: idParams, querystring: z.object({ levels: z.coerce.number().int().min(1).max(MAX_WINDOW_LEVELS).default(3) }) },
  }, async (request) => {
    const session = requireSession(request);
    await assertBinaryViewable(db, session, request.params.id);
    const root = await binaryWindow(db, request.params.id, request.query.levels);
    // Above the viewer's own node the tree is not theirs to see: no way up from there.
    const canGoUp = request.params.id !== session.user.id || isAdmin(session.user);
    return { '@id': `/api/users/${request.params.id}/binarytree`, '@type': 'BinaryTree', levels: request.query.levels, canGoUp, root };
  });

  app.get('/api/users/binaryLastLeaf', {
    schema: { tags: ['network'], querystring: z.object({ side: z.enum(LEGS).default('left'), from: idParam.optional() }) },
  }, async (request) => {
    const session = requireSession(request);
    const from = request.query.from ?? session.user.id;
    await assertBinaryViewable(db, session, from);
    return extremeLeaf(db, from, request.query.side);
  });

  app.get('/api/users/:id/unilevel', {
    schema: { tags: ['network'], params: idParams, querystring: z.object({ level: z.coerce.number().int().min(1).max(100).default(1), page, itemsPerPage, search: z.string().max(50).optional() }) },
  }, async (request) => {
    const target = await assertUnilevelViewable(db, requireSession(request), request.params.id);
    const { level, page: p, itemsPerPage: size, search } = request.query;
    const { members, total } = await unilevelPage(db, target, level, { offset: (p - 1) * size, limit: size }, search);
    const url = new URL(request.url, 'http://local');
    return hydraCollection(url.pathname, url.searchParams, members, total, { page: p, itemsPerPage: size });
  });

  app.get('/api/users/:id/unilevelInfo', { schema: { tags: ['network'], params: idParams } }, async (request) => {
    const target = await assertUnilevelViewable(db, requireSession(request), request.params.id);
    return { '@id': `/api/users/${target.id}/unilevelInfo`, levels: await unilevelInfo(db, target) };
  });

  app.get('/api/users/:id/unilevelenjoy', { schema: { tags: ['network'], params: idParams } }, async (request) => {
    const session = requireSession(request);
    assertOwnerOrAdmin(session.user, request.params.id, 'USER_NOT_FOUND');
    return { '@id': `/api/users/${request.params.id}/unilevelenjoy`, levels: await enjoyTree(db, request.params.id) };
  });

  app.get('/api/users/activeDirects', { schema: { tags: ['network'] } }, (request) => {
    const session = requireSession(request);
    return listTable(db, request, users, {
      order: { id: users.id, username: users.username, dateOfJoin: users.dateOfJoin },
      defaultOrder: [users.id, 'asc'],
      filters: { sponsorLeg: { column: users.sponsorLeg, parse: parseAs.text } },
      search: [users.username],
    }, (u) => ({ '@id': `/api/users/${u.id}`, id: u.id, username: u.username, leg: u.sponsorLeg, dateOfJoin: u.dateOfJoin.toISOString() }),
    and(eq(users.sponsorId, session.user.id), eq(users.isActive, true)));
  });

  app.get('/api/userStats/directs', { schema: { tags: ['network'] } }, async (request) => {
    const { user } = requireSession(request);
    const leg = (side: 'left' | 'right') => ({
      directs: side === 'left' ? user.leftDirects : user.rightDirects,
      activeDirects: side === 'left' ? user.leftActiveDirects : user.rightActiveDirects,
      directPoints: (side === 'left' ? user.leftDirectPoints : user.rightDirectPoints) / 100,
    });
    const left = leg('left');
    const right = leg('right');
    return {
      left, right,
      isBinaryActive: left.activeDirects > 0 && right.activeDirects > 0,
      // What is still missing to become binary active: one active direct in each of these legs.
      missingLegs: LEGS.filter((side) => (side === 'left' ? left : right).activeDirects === 0),
      defaultLeg: user.defaultLeg,
      defaultLegChoices: DEFAULT_LEG_CHOICES,
    };
  });

  app.get('/api/user_stats', {
    schema: { tags: ['network'], querystring: z.object({ from: isoDay, to: isoDay, period: z.enum(['day', 'week', 'month']).default('day'), user: idParam.optional() }) },
  }, async (request) => {
    const session = requireSession(request);
    const userId = request.query.user ?? session.user.id;
    assertOwnerOrAdmin(session.user, userId, 'USER_NOT_FOUND');
    const members = await statsSeries(db, userId, request.query, madridDay(new Date()));
    const url = new URL(request.url, 'http://local');
    return hydraCollection(url.pathname, url.searchParams, members, members.length, { page: 1, itemsPerPage: Math.max(members.length, 1) });
  });

  app.get('/api/user_stats/:id', { schema: { tags: ['network'], params: idParams } }, async (request) => {
    const session = requireSession(request);
    const [row] = await db.select().from(userStats).where(eq(userStats.id, request.params.id));
    if (!row || !isOwnerOrAdmin(session.user, row.userId)) throw new AppError('NOT_FOUND');
    return { '@id': `/api/user_stats/${row.id}`, '@type': 'UserStat', ...row, leftPoints: row.leftPoints / 100, rightPoints: row.rightPoints / 100 };
  });

  app.post('/api/user_stats/invoice_stat', {
    schema: { tags: ['network'], body: z.object({ from: isoDay, to: isoDay }) },
  }, async (request) => {
    const { user } = requireSession(request);
    return periodTotals(db, user.id, request.body.from, request.body.to, madridDay(new Date()));
  });
};

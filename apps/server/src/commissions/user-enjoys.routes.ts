import { centsToEuros, eurosToCents, idParams, iriId } from '@vo/domain';
import { count, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireSession } from '../auth/auth.plugin';
import { isAdmin } from '../auth/current-user';
import { isOwnerOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { userEnjoys, users } from '../db/schema';
import { parseAs, type CollectionQuery, type CollectionSpec } from '../lib/collection-query';
import { listFrom } from '../lib/collection-route';
import { AppError } from '../lib/errors';
import { hydraItem } from '../lib/hydra';
import { payEnjoyBonus } from './enjoy-bonus';

const fromUsers = alias(users, 'from_users');

const COLLECTION: CollectionSpec = {
  order: { id: userEnjoys.id, createdAt: userEnjoys.createdAt, points: userEnjoys.points, level: userEnjoys.level, 'fromUser.username': fromUsers.username },
  defaultOrder: [userEnjoys.id, 'desc'],
  filters: { fromUser: { column: userEnjoys.fromUserId, parse: parseAs.integer }, level: { column: userEnjoys.level, parse: parseAs.integer } },
  dates: { createdAt: userEnjoys.createdAt },
  search: [fromUsers.username, userEnjoys.reference],
};

const rows = (db: Db) => db.select({ enjoy: userEnjoys, fromUsername: fromUsers.username }).from(userEnjoys)
  .innerJoin(fromUsers, eq(fromUsers.id, userEnjoys.fromUserId)).$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

const present = ({ enjoy, fromUsername }: Row) =>
  hydraItem('user_enjoys', 'UserEnjoy', enjoy.id, {
    user: `/api/users/${enjoy.userId}`, fromUser: { id: enjoy.fromUserId, username: fromUsername },
    level: enjoy.level, points: centsToEuros(enjoy.points), reference: enjoy.reference, createdAt: enjoy.createdAt.toISOString(),
  });

/** An Enjoy Points spend made outside this system (a booking in the travel engine), recorded by an admin. */
const spendSchema = z.object({
  user: iriId('users'),
  points: z.number('validation.invalid').positive('validation.invalid').max(1_000_000),
  reference: z.string().trim().min(1).max(120),
  exempt: z.boolean().optional(),
});

/** Spec: GET, POST /api/user_enjoys and /{id}: the Enjoy bonuses a member earned from their downline's spends. */
export const userEnjoysRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/user_enjoys', { schema: { tags: ['commissions'] } }, (request) => {
    const { user } = requireSession(request);
    return listFrom(request, COLLECTION, {
      page: (where: SQL | undefined, q: CollectionQuery) => rows(db).where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
      count: async (where: SQL | undefined) =>
        (await db.select({ n: count() }).from(userEnjoys).innerJoin(fromUsers, eq(fromUsers.id, userEnjoys.fromUserId)).where(where))[0]?.n ?? 0,
    }, present, isAdmin(user) ? undefined : eq(userEnjoys.userId, user.id));
  });

  app.get('/api/user_enjoys/:id', { schema: { tags: ['commissions'], params: idParams } }, async (request) => {
    const { user } = requireSession(request);
    const [row] = await rows(db).where(eq(userEnjoys.id, request.params.id));
    if (!row || !isOwnerOrAdmin(user, row.enjoy.userId)) throw new AppError('NOT_FOUND');
    return present(row);
  });

  app.post('/api/user_enjoys', { config: { access: 'admin' }, schema: { tags: ['commissions'], body: spendSchema } }, async (request, reply) => {
    requireAdmin(request);
    const { user, points, reference, exempt } = request.body;
    const [spender] = await db.select({ id: users.id }).from(users).where(eq(users.id, user));
    if (!spender) throw new AppError('USER_NOT_FOUND');
    const paid = await db.transaction((tx) => payEnjoyBonus(tx, { spenderId: user, points: eurosToCents(points), reference, exempt }));
    return reply.status(201).send({ ...paid, points: centsToEuros(paid.points) });
  });
};

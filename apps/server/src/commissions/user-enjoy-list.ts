import { count, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/current-user';
import { ownerScope } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { userEnjoys, users } from '../db/schema';
import { parseAs, type CollectionQuery, type CollectionSpec } from '../lib/collection-query';
import { listFrom, type CollectionSource } from '../lib/collection-route';
import { presentUserEnjoy } from './user-enjoy.presenter';

const fromUsers = alias(users, 'from_users');

/** GET /api/user_enjoys: by who spent (`fromUser`) and level, by day; `search` matches their username or the reference. */
export const USER_ENJOY_COLLECTION: CollectionSpec = {
  order: { id: userEnjoys.id, createdAt: userEnjoys.createdAt, points: userEnjoys.points, level: userEnjoys.level, 'fromUser.username': fromUsers.username },
  defaultOrder: [userEnjoys.id, 'desc'],
  filters: { fromUser: { column: userEnjoys.fromUserId, parse: parseAs.integer }, level: { column: userEnjoys.level, parse: parseAs.integer } },
  dates: { createdAt: userEnjoys.createdAt },
  search: [fromUsers.username, userEnjoys.reference],
};

const rows = (db: Db) => db.select({ enjoy: userEnjoys, fromUsername: fromUsers.username }).from(userEnjoys)
  .innerJoin(fromUsers, eq(fromUsers.id, userEnjoys.fromUserId)).$dynamic();
export type UserEnjoyRow = Awaited<ReturnType<typeof rows>>[number];

function userEnjoySource(db: Db): CollectionSource<UserEnjoyRow> {
  return {
    page: (where: SQL | undefined, q: CollectionQuery) => rows(db).where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    count: async (where: SQL | undefined) =>
      (await db.select({ n: count() }).from(userEnjoys).innerJoin(fromUsers, eq(fromUsers.id, userEnjoys.fromUserId)).where(where))[0]?.n ?? 0,
  };
}

/** One page of the Enjoy bonuses the viewer may see: their own; an admin, everyone's. */
export const listUserEnjoys = (db: Db, request: FastifyRequest, viewer: SessionUser) =>
  listFrom(request, USER_ENJOY_COLLECTION, userEnjoySource(db), presentUserEnjoy, ownerScope(viewer, userEnjoys.userId));

/** One Enjoy bonus by id, or null. */
export async function findUserEnjoy(db: Db, id: number) {
  const [row] = await rows(db).where(eq(userEnjoys.id, id));
  return row ?? null;
}

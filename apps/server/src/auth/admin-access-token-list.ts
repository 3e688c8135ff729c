import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { adminAccessTokens, users } from '../db/schema';
import { parseAs, type CollectionQuery, type CollectionSpec } from '../lib/collection-query';
import { listFrom, type CollectionSource } from '../lib/collection-route';
import { presentAdminAccessToken } from './admin-access-token.presenter';

const admins = alias(users, 'admins');
const members = alias(users, 'members');

/** GET /api/admin_access_tokens: by admin or member id, `search` on either username, newest first. */
export const ADMIN_ACCESS_TOKEN_COLLECTION: CollectionSpec = {
  order: { createdAt: adminAccessTokens.createdAt, id: adminAccessTokens.id },
  defaultOrder: [adminAccessTokens.id, 'desc'],
  filters: {
    admin: { column: adminAccessTokens.adminId, parse: parseAs.integer },
    user: { column: adminAccessTokens.userId, parse: parseAs.integer },
  },
  dates: { createdAt: adminAccessTokens.createdAt },
  search: [admins.username, members.username],
};

const columns = {
  row: adminAccessTokens,
  admin: { id: admins.id, username: admins.username },
  user: { id: members.id, username: members.username },
  // Still usable: ended neither here nor by logout, and some token of the family still valid.
  active: sql<boolean>`(${adminAccessTokens.endedAt} is null and exists (
    select 1 from auth_tokens t where t.family_id = ${adminAccessTokens.tokenFamilyId}
      and t.revoked_at is null and t.expires_at > now() and (t.kind = 'access' or t.used_at is null)))`,
};

export type AdminAccessTokenRow = {
  row: typeof adminAccessTokens.$inferSelect;
  admin: { id: number; username: string };
  user: { id: number; username: string };
  active: boolean;
};

function joined(db: Db) {
  return db.select(columns).from(adminAccessTokens)
    .innerJoin(admins, eq(admins.id, adminAccessTokens.adminId))
    .innerJoin(members, eq(members.id, adminAccessTokens.userId));
}

export function adminAccessTokenSource(db: Db): CollectionSource<AdminAccessTokenRow> {
  return {
    page: (where: SQL | undefined, q: CollectionQuery) => joined(db).where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    count: async (where: SQL | undefined) =>
      (await db.select({ n: count() }).from(adminAccessTokens)
        .innerJoin(admins, eq(admins.id, adminAccessTokens.adminId))
        .innerJoin(members, eq(members.id, adminAccessTokens.userId))
        .where(where))[0]?.n ?? 0,
  };
}

/** One page of the audit of every "log in as" (the console's; routes check the admin). */
export function listAdminAccessTokens(db: Db, request: FastifyRequest) {
  return listFrom(request, ADMIN_ACCESS_TOKEN_COLLECTION, adminAccessTokenSource(db), presentAdminAccessToken);
}

export async function findAdminAccessToken(db: Db, id: number): Promise<AdminAccessTokenRow | undefined> {
  const [found] = await joined(db).where(eq(adminAccessTokens.id, id));
  return found;
}

/** A member's latest impersonations (the console's member detail). */
export function recentImpersonationsOf(db: Db, userId: number, limit = 10): Promise<AdminAccessTokenRow[]> {
  return joined(db).where(eq(adminAccessTokens.userId, userId)).orderBy(desc(adminAccessTokens.id)).limit(limit);
}

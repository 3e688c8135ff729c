import { ADMIN_MEMBER_STATUSES, type AdminMemberStatus, type UserType } from '@vo/domain';
import { and, count, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberships, profiles, users } from '../db/schema';
import { parseAs, type CollectionQuery, type CollectionSpec } from '../lib/collection-query';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/current-user';
import { listFrom, type CollectionSource } from '../lib/collection-route';
import { presentAdminMember } from './member.presenter';

const STATUS_CONDITION: Record<AdminMemberStatus, SQL> = {
  active: and(eq(users.isActive, true), eq(users.isBlocked, false))!,
  inactive: and(eq(users.isActive, false), eq(users.isBlocked, false))!,
  blocked: eq(users.isBlocked, true),
};

/**
 * GET /api/admin/members: `search` on username, e-mail, first name or surname; state, level, `status`, `country`
 * (the profile's) and `sponsor` filters; sortable columns.
 */
export const ADMIN_MEMBER_COLLECTION: CollectionSpec = {
  order: { id: users.id, username: users.username, email: users.email, dateOfJoin: users.dateOfJoin, lastLoginAt: users.lastLoginAt, level: memberships.level },
  defaultOrder: [users.username, 'asc'],
  filters: {
    isActive: { column: users.isActive, parse: parseAs.boolean },
    isBlocked: { column: users.isBlocked, parse: parseAs.boolean },
    mustChangePassword: { column: users.mustChangePassword, parse: parseAs.boolean },
    level: { column: memberships.level, parse: parseAs.integer },
    status: { parse: parseAs.oneOf(ADMIN_MEMBER_STATUSES), match: (values) => or(...values.map((v) => STATUS_CONDITION[v as AdminMemberStatus]))! },
    country: { column: profiles.countryId, parse: parseAs.reference('countries') },
    sponsor: { column: users.sponsorId, parse: parseAs.reference('users') },
  },
  dates: { dateOfJoin: users.dateOfJoin, lastLoginAt: users.lastLoginAt },
  search: [users.username, users.email, profiles.name, profiles.surname],
};

export const memberColumns = {
  user: users,
  membership: { id: memberships.id, level: memberships.level, name: memberships.name, type: memberships.type },
  name: profiles.name,
  surname: profiles.surname,
};

export type AdminMemberRow = {
  user: typeof users.$inferSelect;
  membership: { id: number; level: number; name: string; type: UserType } | null;
  name: string | null;
  surname: string | null;
};

/** Users with their level and profile name (admins and the root have no profile, hence the left joins). */
export function adminMemberSource(db: Db): CollectionSource<AdminMemberRow> {
  return {
    page: (where: SQL | undefined, q: CollectionQuery) =>
      db.select(memberColumns).from(users)
        .leftJoin(memberships, eq(memberships.id, users.membershipId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    count: async (where: SQL | undefined) =>
      (await db.select({ n: count() }).from(users)
        .leftJoin(memberships, eq(memberships.id, users.membershipId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(where))[0]?.n ?? 0,
  };
}

/** One page of the console's member search; each row says whether `admin` may "log in as" that member. */
export function listAdminMembers(db: Db, request: FastifyRequest, admin: SessionUser) {
  return listFrom(request, ADMIN_MEMBER_COLLECTION, adminMemberSource(db), (row) => presentAdminMember(row, admin.id));
}

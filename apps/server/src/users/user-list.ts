import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { isAdmin, type SessionUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { userLegTotals, users } from '../db/schema';
import { legTotalsJoinOn, legTotalsSelection, type LegTotals } from '../network/user-leg-totals';
import { parseAs, type CollectionSpec } from '../lib/collection-query';
import { countIn, listFrom, type CollectionSource } from '../lib/collection-route';
import { hydraCollection } from '../lib/hydra';
import { NO_USER_CONTEXT, presentUser, presentUserRow } from './user.presenter';
import { findUser } from './user-rows';
import { findInDownline } from './users.service';

/** GET /api/users for an admin: everyone, by state, `search` on username or e-mail. */
export const USER_COLLECTION: CollectionSpec = {
  order: { id: users.id, username: users.username, dateOfJoin: users.dateOfJoin },
  defaultOrder: [users.id, 'asc'],
  filters: { isActive: { column: users.isActive, parse: parseAs.boolean }, isBlocked: { column: users.isBlocked, parse: parseAs.boolean } },
  search: [users.username, users.email],
};

/** Whole users rows with their leg totals (0 without a user_leg_totals row). */
function usersWithTotals(db: Db): CollectionSource<{ user: typeof users.$inferSelect; legTotals: LegTotals }> {
  return {
    page: (where, q) => db.select({ user: users, legTotals: legTotalsSelection }).from(users).leftJoin(userLegTotals, legTotalsJoinOn)
      .where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    count: countIn(db, users),
  };
}

const downlineSearch = z.object({ username: z.string().trim().min(1, 'validation.required').max(30) });

/** Admins list and search everyone; a member finds one username in their own binary downline (the tree's search). */
export async function listUsers(db: Db, request: FastifyRequest, viewer: SessionUser) {
  if (isAdmin(viewer)) return listFrom(request, USER_COLLECTION, usersWithTotals(db), (row) => presentUser(row.user, row.legTotals, NO_USER_CONTEXT));
  const { username } = downlineSearch.parse(request.query);
  const found = await findInDownline(db, viewer, username);
  const members = found ? [presentUserRow(await findUser(db, found.id))] : [];
  return hydraCollection('/api/users', new URLSearchParams({ username }), members, members.length, { page: 1, itemsPerPage: 30 });
}

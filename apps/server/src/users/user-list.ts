import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { isAdmin, type SessionUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { parseAs, type CollectionSpec } from '../lib/collection-query';
import { listTable } from '../lib/collection-route';
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

const downlineSearch = z.object({ username: z.string().trim().min(1, 'validation.required').max(30) });

/** Admins list and search everyone; a member finds one username in their own binary downline (the tree's search). */
export async function listUsers(db: Db, request: FastifyRequest, viewer: SessionUser) {
  if (isAdmin(viewer)) return listTable(db, request, users, USER_COLLECTION, (user) => presentUser(user, NO_USER_CONTEXT));
  const { username } = downlineSearch.parse(request.query);
  const found = await findInDownline(db, viewer, username);
  const members = found ? [presentUserRow(await findUser(db, found.id))] : [];
  return hydraCollection('/api/users', new URLSearchParams({ username }), members, members.length, { page: 1, itemsPerPage: 30 });
}

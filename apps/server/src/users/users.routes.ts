import { adminUserUpdateSchema, idParams, memberUserUpdateSchema } from '@vo/domain';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../auth/auth.plugin';
import { isAdmin } from '../auth/current-user';
import { assertOwnerOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { memberships, users } from '../db/schema';
import { parseAs } from '../lib/collection-query';
import { listTable } from '../lib/collection-route';
import { AppError } from '../lib/errors';
import { hydraCollection } from '../lib/hydra';
import { assertBinaryViewable } from '../network/access';
import { findInDownline, updateUser } from './users.service';
import { presentUser } from './user.presenter';

const sponsors = alias(users, 'sponsors');
const parents = alias(users, 'parents');

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const presentById = async (id: number) => {
    const [row] = await db.select({
      user: users,
      membership: { id: memberships.id, level: memberships.level, name: memberships.name, type: memberships.type },
      sponsor: { id: sponsors.id, username: sponsors.username },
      parentName: parents.username,
    }).from(users)
      .leftJoin(memberships, eq(memberships.id, users.membershipId))
      .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
      .leftJoin(parents, eq(parents.id, users.binaryParentId))
      .where(eq(users.id, id));
    if (!row) throw new AppError('USER_NOT_FOUND');
    return presentUser(row.user, row);
  };

  // Admins list and search everyone; a member finds one username in their own downline.
  app.get('/api/users', { schema: { tags: ['users'] } }, async (request) => {
    const session = requireSession(request);
    if (isAdmin(session.user)) {
      return listTable(db, request, users, {
        order: { id: users.id, username: users.username, dateOfJoin: users.dateOfJoin },
        defaultOrder: [users.id, 'asc'],
        filters: { isActive: { column: users.isActive, parse: parseAs.boolean }, isBlocked: { column: users.isBlocked, parse: parseAs.boolean } },
        search: [users.username, users.email],
      }, (u) => presentUser(u, { membership: null, sponsor: null, parentName: null }));
    }
    const { username } = z.object({ username: z.string().trim().min(1, 'validation.required').max(30) }).parse(request.query);
    const found = await findInDownline(db, session.user, username);
    const members = found ? [await presentById(found.id)] : [];
    return hydraCollection('/api/users', new URLSearchParams({ username }), members, members.length, { page: 1, itemsPerPage: 30 });
  });

  app.get('/api/users/:id', { schema: { tags: ['users'], params: idParams } }, async (request) => {
    await assertBinaryViewable(db, requireSession(request), request.params.id);
    return presentById(request.params.id);
  });

  app.put('/api/users/:id', { schema: { tags: ['users'], params: idParams } }, async (request) => {
    const session = requireSession(request);
    const admin = isAdmin(session.user);
    assertOwnerOrAdmin(session.user, request.params.id, 'USER_NOT_FOUND');
    // Unknown or admin-only fields from a member are refused, not silently dropped.
    const update = (admin ? adminUserUpdateSchema : memberUserUpdateSchema.strict()).parse(request.body ?? {});
    await updateUser(db, request.params.id, update);
    return presentById(request.params.id);
  });
};

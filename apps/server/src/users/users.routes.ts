import { adminUserUpdateSchema, idParams, memberUserUpdateSchema, userCollectionSchema, userSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../auth/auth.plugin';
import { isAdmin } from '../auth/current-user';
import { assertOwnerOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { assertBinaryViewable } from '../network/access';
import { listUsers } from './user-list';
import { presentUserRow } from './user.presenter';
import { findUser } from './user-rows';
import { updateUser } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const presentById = async (id: number) => presentUserRow(await findUser(db, id));

  // Admins list and search everyone; a member finds one username in their own downline.
  app.get('/api/users', { schema: { tags: ['users'], response: { 200: userCollectionSchema } } }, async (request) =>
    listUsers(db, request, requireSession(request).user));

  app.get('/api/users/:id', { schema: { tags: ['users'], params: idParams, response: { 200: userSchema } } }, async (request) => {
    await assertBinaryViewable(db, requireSession(request), request.params.id);
    return presentById(request.params.id);
  });

  app.put('/api/users/:id', { schema: { tags: ['users'], params: idParams, response: { 200: userSchema } } }, async (request) => {
    const session = requireSession(request);
    assertOwnerOrAdmin(session.user, request.params.id, 'USER_NOT_FOUND');
    // Unknown or admin-only fields from a member are refused, not silently dropped.
    const update = (isAdmin(session.user) ? adminUserUpdateSchema : memberUserUpdateSchema.strict()).parse(request.body ?? {});
    await updateUser(db, request.params.id, update, { actorId: session.user.id, ip: request.ip });
    return presentById(request.params.id);
  });
};

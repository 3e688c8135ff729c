import { idParams, memberProfileCollectionSchema, memberProfileSchema, profileCreateSchema, profileUpdateSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../auth/auth.plugin';
import type { Session } from '../auth/current-user';
import { ownedOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { listProfiles } from './profile-list';
import { findProfile } from './profile-rows';
import { presentProfile } from './profile.presenter';
import type { ProfilesService } from './profiles.service';

/** Spec section 7: GET/POST /api/profiles, GET/PUT /api/profiles/{id}. */
export const profilesRoutes: FastifyPluginAsyncZod<{ db: Db; service: ProfilesService }> = async (app, { db, service }) => {
  // The member's own profile; an admin reads anyone's. Somebody else's is "not found" to a member (DESIGN.md section 4).
  const readable = async (session: Session, id: number) => ownedOrAdmin(session.user, await findProfile(db, id), (row) => row.profile.userId);

  app.get('/api/profiles', { schema: { tags: ['users'], response: { 200: memberProfileCollectionSchema } } }, (request) =>
    listProfiles(db, request, requireSession(request).user));

  app.get('/api/profiles/:id', { schema: { tags: ['users'], params: idParams, response: { 200: memberProfileSchema } } }, async (request) =>
    presentProfile(await readable(requireSession(request), request.params.id)));

  app.post('/api/profiles', { schema: { tags: ['users'], body: profileCreateSchema, response: { 201: memberProfileSchema } } }, async (request, reply) => {
    const session = requireSession(request);
    return reply.code(201).send(presentProfile(await service.create(session, request.body, request.ip)));
  });

  app.put('/api/profiles/:id', {
    schema: { tags: ['users'], params: idParams, body: profileUpdateSchema, response: { 200: memberProfileSchema } },
  }, async (request) => {
    const session = requireSession(request);
    const row = await readable(session, request.params.id);
    // Admins read every profile but write none: bank data and identity are the member's to change.
    if (row.profile.userId !== session.user.id) throw new AppError('FORBIDDEN');
    return presentProfile(await service.update(session, row.profile, request.body, request.ip));
  });
};

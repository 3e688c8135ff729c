import { idParams, profileCreateSchema, profileUpdateSchema } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../auth/auth.plugin';
import { isAdmin, type Session } from '../auth/current-user';
import { isOwnerOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';
import { listFrom } from '../lib/collection-route';
import { AppError } from '../lib/errors';
import { findProfile, PROFILE_COLLECTION, profileSource } from './profile-list';
import { presentProfile } from './profile.presenter';
import type { ProfilesService } from './profiles.service';


/** The member's own profile; an admin reads anyone's. Somebody else's is "not found" to a member (DESIGN.md section 4). */
async function readable(db: Db, session: Session, id: number) {
  const row = await findProfile(db, eq(profiles.id, id));
  if (!row || !isOwnerOrAdmin(session.user, row.profile.userId)) throw new AppError('NOT_FOUND');
  return row;
}

/** Spec section 7: GET/POST /api/profiles, GET/PUT /api/profiles/{id}. */
export const profilesRoutes: FastifyPluginAsyncZod<{ db: Db; service: ProfilesService }> = async (app, { db, service }) => {
  app.get('/api/profiles', { schema: { tags: ['users'] } }, (request) => {
    const session = requireSession(request);
    const scope = isAdmin(session.user) ? undefined : eq(profiles.userId, session.user.id);
    return listFrom(request, PROFILE_COLLECTION, profileSource(db), presentProfile, scope);
  });

  app.get('/api/profiles/:id', { schema: { tags: ['users'], params: idParams } }, async (request) =>
    presentProfile(await readable(db, requireSession(request), request.params.id)));

  app.post('/api/profiles', { schema: { tags: ['users'], body: profileCreateSchema } }, async (request, reply) => {
    const session = requireSession(request);
    const id = await service.create(session, request.body, request.ip);
    reply.code(201);
    return presentProfile((await findProfile(db, eq(profiles.id, id)))!);
  });

  app.put('/api/profiles/:id', { schema: { tags: ['users'], params: idParams, body: profileUpdateSchema } }, async (request) => {
    const session = requireSession(request);
    const row = await readable(db, session, request.params.id);
    // Admins read every profile but write none: bank data and identity are the member's to change.
    if (row.profile.userId !== session.user.id) throw new AppError('FORBIDDEN');
    await service.update(session, row.profile, request.body, request.ip);
    return presentProfile((await findProfile(db, eq(profiles.id, row.profile.id)))!);
  });
};

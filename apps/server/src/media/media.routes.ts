import multipart from '@fastify/multipart';
import { idParam, idParams, MEDIA_TYPES, MEMBER_MEDIA_KINDS, mediaObjectCollectionSchema, mediaObjectSchema, STAFF_MEDIA_KINDS, type MediaKind } from '@vo/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../auth/auth.plugin';
import { isAdmin, type Session } from '../auth/current-user';
import { ownedOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { fileResponse, noContent } from '../lib/response-schemas';
import { listMedia } from './media-list';
import { MULTIPART_OPTIONS, readMediaUpload } from './media-upload';
import { presentMedia, sendMedia } from './media.presenter';
import type { MediaService } from './media.service';

const ownerQuery = z.object({ owner: idParam.optional() }).passthrough();

/** Admins also upload tickets here (then attached to a reservation); catalogue photos go through their item. */
const ADMIN_UPLOAD_KINDS = [...MEMBER_MEDIA_KINDS, 'ticket'] as const;

/**
 * The bank certificate is bank data: an admin acting as the member may not change it (DESIGN.md section 4).
 * Tickets and catalogue photos are the staff's: a member downloads a ticket but neither uploads nor deletes one.
 */
function assertMayChange(session: Session, kind: MediaKind) {
  if (kind === 'bank_certificate' && session.impersonatorId) throw new AppError('NOT_WHILE_IMPERSONATING');
  if ((STAFF_MEDIA_KINDS as readonly string[]).includes(kind) && !isAdmin(session.user)) throw new AppError('FORBIDDEN');
}

/**
 * Spec section 7: GET, POST /api/media_objects (multipart: `kind`, `file`); GET, DELETE /api/media_objects/{id};
 * the bytes at /api/media_objects/{id}/content. Only the owner and admins see a file; others get 404.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ db: Db; media: MediaService }> = async (app, { db, media }) => {
  // Registered here, so only these routes take multipart bodies.
  await app.register(multipart, MULTIPART_OPTIONS);

  const visibleMedia = async (request: FastifyRequest, id: number) => {
    const session = requireSession(request);
    return { session, row: ownedOrAdmin(session.user, await media.find(id), (row) => row.ownerId) };
  };

  // Admins read a member's files with `owner`; everyone else lists only their own.
  app.get('/api/media_objects', { schema: { tags: ['media'], querystring: ownerQuery, response: { 200: mediaObjectCollectionSchema } } }, (request) =>
    listMedia(db, request, requireSession(request).user, request.query.owner));

  app.post('/api/media_objects', { schema: { tags: ['media'], consumes: ['multipart/form-data'], response: { 201: mediaObjectSchema } } }, async (request, reply) => {
    const session = requireSession(request);
    const upload = await readMediaUpload(request, { kinds: isAdmin(session.user) ? ADMIN_UPLOAD_KINDS : MEMBER_MEDIA_KINDS });
    assertMayChange(session, upload.kind);
    return reply.status(201).send(presentMedia(await media.store(session.user.id, upload)));
  });

  app.get('/api/media_objects/:id', { schema: { tags: ['media'], params: idParams, response: { 200: mediaObjectSchema } } }, async (request) =>
    presentMedia((await visibleMedia(request, request.params.id)).row));

  app.get('/api/media_objects/:id/content', { schema: { tags: ['media'], params: idParams, response: { 200: fileResponse(...MEDIA_TYPES) } } }, async (request, reply) => {
    const { row } = await visibleMedia(request, request.params.id);
    const content = await media.content(row.id);
    if (!content) throw new AppError('NOT_FOUND'); // deleted in between
    return sendMedia(reply, row, content, 'attachment');
  });

  app.delete('/api/media_objects/:id', { schema: { tags: ['media'], params: idParams, response: { 204: noContent } } }, async (request, reply) => {
    const { session, row } = await visibleMedia(request, request.params.id);
    assertMayChange(session, row.kind);
    await media.remove(row.id);
    return reply.status(204).send(null);
  });
};

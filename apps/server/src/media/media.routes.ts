import multipart from '@fastify/multipart';
import { idParam, idParams, MEDIA_KINDS, STAFF_MEDIA_KINDS, STORED_MEDIA_KINDS, type StoredMediaKind } from '@vo/domain';
import { count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../auth/auth.plugin';
import { isAdmin, type Session } from '../auth/current-user';
import { assertOwnerOrAdmin, isOwnerOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { mediaObjects } from '../db/schema';
import { listFrom } from '../lib/collection-route';
import { AppError } from '../lib/errors';
import { MULTIPART_OPTIONS, readMediaUpload } from './media-upload';
import { presentMedia, sendMedia } from './media.presenter';
import { MEDIA_METADATA, type MediaMetadata, type MediaService } from './media.service';

const ownerQuery = z.object({ owner: idParam.optional() }).passthrough();

const parseKind = (raw: string): StoredMediaKind => {
  const kind = STORED_MEDIA_KINDS.find((k) => k === raw);
  if (!kind) throw new Error('unknown kind');
  return kind;
};

/**
 * The bank certificate is bank data: an admin acting as the member may not change it (DESIGN.md section 4).
 * Tickets are the staff's: a member downloads theirs but neither uploads nor deletes one.
 */
function assertMayChange(session: Session, kind: StoredMediaKind) {
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

  const visibleMedia = async (request: FastifyRequest, id: number): Promise<{ session: Session; row: MediaMetadata }> => {
    const session = requireSession(request);
    const row = await media.find(id);
    if (!row || !isOwnerOrAdmin(session.user, row.ownerId)) throw new AppError('NOT_FOUND');
    return { session, row };
  };

  // Admins read a member's files with `owner`; everyone else lists only their own.
  app.get('/api/media_objects', { schema: { tags: ['media'], querystring: ownerQuery } }, async (request) => {
    const { user } = requireSession(request);
    const { owner } = request.query;
    if (owner !== undefined) assertOwnerOrAdmin(user, owner);
    return listFrom(request, {
      order: { createdAt: mediaObjects.createdAt, kind: mediaObjects.kind },
      defaultOrder: [mediaObjects.id, 'desc'],
      filters: { kind: { column: mediaObjects.kind, parse: parseKind } },
    }, {
      page: (where, q) => db.select(MEDIA_METADATA).from(mediaObjects).where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
      count: async (where) => (await db.select({ n: count() }).from(mediaObjects).where(where))[0]?.n ?? 0,
    }, presentMedia, eq(mediaObjects.ownerId, owner ?? user.id));
  });

  app.post('/api/media_objects', { schema: { tags: ['media'], consumes: ['multipart/form-data'] } }, async (request, reply) => {
    const session = requireSession(request);
    const upload = await readMediaUpload(request, { kinds: isAdmin(session.user) ? STORED_MEDIA_KINDS : MEDIA_KINDS });
    assertMayChange(session, upload.kind);
    return reply.status(201).send(presentMedia(await media.store(session.user.id, upload)));
  });

  app.get('/api/media_objects/:id', { schema: { tags: ['media'], params: idParams } }, async (request) =>
    presentMedia((await visibleMedia(request, request.params.id)).row));

  app.get('/api/media_objects/:id/content', { schema: { tags: ['media'], params: idParams } }, async (request, reply) => {
    const { row } = await visibleMedia(request, request.params.id);
    const content = await media.content(row.id);
    if (!content) throw new AppError('NOT_FOUND'); // deleted in between
    return sendMedia(reply, row, content, 'attachment');
  });

  app.delete('/api/media_objects/:id', { schema: { tags: ['media'], params: idParams } }, async (request, reply) => {
    const { session, row } = await visibleMedia(request, request.params.id);
    assertMayChange(session, row.kind);
    await media.remove(row.id);
    return reply.status(204).send();
  });
};

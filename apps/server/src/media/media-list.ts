import { eq } from 'drizzle-orm';
import { MEDIA_KINDS, type MediaKind } from '@vo/domain';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/current-user';
import { assertOwnerOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { mediaObjects } from '../db/schema';
import type { CollectionSpec } from '../lib/collection-query';
import { countIn, listFrom, type CollectionSource } from '../lib/collection-route';
import { presentMedia } from './media.presenter';
import { MEDIA_METADATA, type MediaMetadata } from './media.service';

const parseKind = (raw: string): MediaKind => {
  if (!(MEDIA_KINDS as readonly string[]).includes(raw)) throw new Error('unknown kind');
  return raw as MediaKind;
};

/** GET /api/media_objects: newest first, by `kind`. */
export const MEDIA_COLLECTION: CollectionSpec = {
  order: { createdAt: mediaObjects.createdAt, kind: mediaObjects.kind },
  defaultOrder: [mediaObjects.id, 'desc'],
  filters: { kind: { column: mediaObjects.kind, parse: parseKind } },
};

// Metadata only: a list never reads up to 2 MB per row.
const mediaSource = (db: Db): CollectionSource<MediaMetadata> => ({
  page: (where, q) => db.select(MEDIA_METADATA).from(mediaObjects).where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
  count: countIn(db, mediaObjects),
});

/**
 * One page of a member's files: the viewer's own, or, for an admin, those of `owner` (the console's member
 * page). Anyone else asking for `owner` gets 404; an admin without it lists their own, like everyone.
 */
export function listMedia(db: Db, request: FastifyRequest, viewer: SessionUser, owner?: number) {
  if (owner !== undefined) assertOwnerOrAdmin(viewer, owner);
  return listFrom(request, MEDIA_COLLECTION, mediaSource(db), presentMedia, eq(mediaObjects.ownerId, owner ?? viewer.id));
}

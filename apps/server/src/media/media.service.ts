import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { replacesPreviousFile, type MediaKind } from '@vo/domain';
import type { Db, Tx } from '../db/client';
import { mediaObjects, users } from '../db/schema';
import type { MediaUpload } from './media-upload';

// Everything but the bytes: lists and metadata never read up to 2 MB per row.
export const MEDIA_METADATA = {
  id: mediaObjects.id,
  ownerId: mediaObjects.ownerId,
  kind: mediaObjects.kind,
  mimeType: mediaObjects.mimeType,
  originalName: mediaObjects.originalName,
  sizeBytes: mediaObjects.sizeBytes,
  sha256: mediaObjects.sha256,
  createdAt: mediaObjects.createdAt,
};
export type MediaMetadata = Omit<typeof mediaObjects.$inferSelect, 'content'>;

/** Stores a checked upload as `ownerId`'s file, inside the caller's transaction. */
export async function insertMedia(tx: Tx, ownerId: number, upload: MediaUpload): Promise<MediaMetadata> {
  const [row] = await tx.insert(mediaObjects).values({
    ownerId,
    kind: upload.kind,
    mimeType: upload.mimeType,
    originalName: upload.originalName,
    sizeBytes: upload.content.length,
    sha256: createHash('sha256').update(upload.content).digest('hex'),
    content: upload.content,
  }).returning(MEDIA_METADATA);
  return row!;
}

/** Member files (issue 6): one current file per member and kind, the bytes kept in the database. */
export function mediaService(db: Db) {
  return {
    async find(id: number): Promise<MediaMetadata | null> {
      const [row] = await db.select(MEDIA_METADATA).from(mediaObjects).where(eq(mediaObjects.id, id));
      return row ?? null;
    },

    async content(id: number): Promise<Buffer | null> {
      const [row] = await db.select({ content: mediaObjects.content }).from(mediaObjects).where(eq(mediaObjects.id, id));
      return row?.content ?? null;
    },

    /** The member's current file of a kind (the presentation photo), bytes included. */
    async current(ownerId: number, kind: MediaKind) {
      const [row] = await db.select().from(mediaObjects)
        .where(and(eq(mediaObjects.ownerId, ownerId), eq(mediaObjects.kind, kind))).orderBy(desc(mediaObjects.id)).limit(1);
      return row ?? null;
    },

    /**
     * Stores a checked upload and removes the member's previous file of that kind in the same transaction:
     * a new ID front replaces the old one (a ticket adds up). The member's row is locked so two uploads at once keep one file.
     */
    async store(ownerId: number, upload: MediaUpload): Promise<MediaMetadata> {
      return db.transaction(async (tx) => {
        if (replacesPreviousFile(upload.kind)) {
          await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update');
          await tx.delete(mediaObjects).where(and(eq(mediaObjects.ownerId, ownerId), eq(mediaObjects.kind, upload.kind)));
        }
        return insertMedia(tx, ownerId, upload);
      });
    },

    async remove(id: number): Promise<void> {
      await db.delete(mediaObjects).where(eq(mediaObjects.id, id));
    },
  };
}

export type MediaService = ReturnType<typeof mediaService>;

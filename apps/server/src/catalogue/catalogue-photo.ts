import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { mediaObjects } from '../db/schema';
import { AppError } from '../lib/errors';
import type { MediaUpload } from '../media/media-upload';
import { insertMedia, MEDIA_METADATA } from '../media/media.service';
import type { ConsoleTable } from '../lib/admin-table/table-resource';
import { findCatalogueItem } from './catalogue-list';
import type { CatalogueResource, PhotoTable } from './catalogue-resource';
import { CONSOLE_VIEWER } from './catalogue-viewer';

/** The photo of an item the viewer may see (`scope`): its metadata and bytes, or 404. */
export async function readCataloguePhoto(db: Db, table: PhotoTable, id: number, scope: SQL | undefined) {
  const [photo] = await db.select({ ...MEDIA_METADATA, content: mediaObjects.content }).from(table as PgTable)
    .innerJoin(mediaObjects, eq(mediaObjects.id, table.photoId))
    .where(and(eq(table.id, id), scope));
  if (!photo) throw new AppError('NOT_FOUND');
  return photo;
}

/** Deletes catalogue photos no item shows any more (never a member's file, whatever the id). */
export async function deleteCataloguePhotos(tx: Tx, photoIds: (number | null)[]): Promise<void> {
  const ids = photoIds.filter((id): id is number => id !== null);
  if (ids.length) await tx.delete(mediaObjects).where(and(inArray(mediaObjects.id, ids), eq(mediaObjects.kind, 'catalogue_photo')));
}

/**
 * An admin's new photo for an item: stored as theirs, shown by the item, the previous one deleted; under the
 * item's row lock, so two uploads at once leave one photo and no orphan. Answers the item as the console sees it.
 */
export async function replaceCataloguePhoto<T extends ConsoleTable, Row, Item, Input>(
  db: Db,
  resource: CatalogueResource<T, Row, Item, Input> & { photoTable: PhotoTable },
  id: number,
  adminId: number,
  upload: MediaUpload,
): Promise<Item> {
  const table = resource.photoTable;
  await db.transaction(async (tx) => {
    const [item] = await tx.select({ photoId: table.photoId }).from(table as PgTable).where(eq(table.id, id)).for('update');
    if (!item) throw new AppError('NOT_FOUND');
    const stored = await insertMedia(tx, adminId, upload);
    await tx.update(table as PgTable).set({ photoId: stored.id } as never).where(eq(table.id, id));
    await deleteCataloguePhotos(tx, [item.photoId as number | null]);
  });
  return findCatalogueItem(db, resource, id, CONSOLE_VIEWER);
}

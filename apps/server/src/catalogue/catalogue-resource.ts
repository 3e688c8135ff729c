import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Access } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import type { TableResource, ConsoleTable } from '../lib/admin-table/table-resource';
import type { CollectionSource } from '../lib/collection-route';
import { CONSOLE_VIEWER, type CatalogueViewer } from './catalogue-viewer';

/** A catalogue table whose items have a photo. */
export type PhotoTable = ConsoleTable & { photoId: PgColumn };

/**
 * One catalogue resource (decision 080): the member's read at its collection path, and the admin console's
 * generic table service at the same path. Everything the console does not need is the viewer's business.
 */
export interface CatalogueResource<T extends ConsoleTable, Row, Item, Input>
  extends Omit<TableResource<T, Row, Item, Input>, 'source'> {
  /** The collection's answer (GET {base}). */
  collectionSchema: z.ZodType;
  /** Rows as `viewer` sees them (a journey counts the excursions the viewer may see). */
  source(db: Db, viewer: CatalogueViewer): CollectionSource<Row>;
  /** The rows a member may see; undefined for an admin. */
  scope(viewer: CatalogueViewer): SQL | undefined;
  /** Who may read it (`GET {base}`, `GET {base}/{id}`): any member unless said (travel tools need travel features). */
  access?: Extract<Access, 'member' | 'travel'>;
  /** The table again when its items have a photo (`photoId`). */
  photoTable?: PhotoTable;
}

/** The resource as the console's table service sees it: every row. */
export function consoleTable<T extends ConsoleTable, Row, Item, Input>(
  db: Db,
  resource: CatalogueResource<T, Row, Item, Input>,
): TableResource<T, Row, Item, Input> {
  return { ...resource, source: resource.source(db, CONSOLE_VIEWER) };
}

import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { ConsoleTable } from '../lib/admin-table/table-resource';
import { firstFrom, listFrom } from '../lib/collection-route';
import { AppError } from '../lib/errors';
import type { CatalogueResource } from './catalogue-resource';
import type { CatalogueViewer } from './catalogue-viewer';

/** GET {base}: one page of what the viewer may see, with the resource's filters, order and search. */
export function listCatalogue<T extends ConsoleTable, Row, Item, Input>(
  db: Db,
  request: FastifyRequest,
  resource: CatalogueResource<T, Row, Item, Input>,
  viewer: CatalogueViewer,
) {
  return listFrom(request, resource.collection, resource.source(db, viewer), (row) => resource.present(row), resource.scope(viewer));
}

/** GET {base}/{id}: the item, or 404 when it does not exist or the viewer may not see it. */
export async function findCatalogueItem<T extends ConsoleTable, Row, Item, Input>(
  db: Db,
  resource: CatalogueResource<T, Row, Item, Input>,
  id: number,
  viewer: CatalogueViewer,
): Promise<Item> {
  const row = await firstFrom(resource.source(db, viewer), and(eq(resource.table.id, id), resource.scope(viewer)));
  if (row === undefined) throw new AppError('NOT_FOUND');
  return resource.present(row);
}

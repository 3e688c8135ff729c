import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { allLanguages, inSpanish } from '../../catalogue/localized-text';
import { parseAs, type CollectionSpec } from '../../lib/collection-query';
import { tableSource, type CollectionSource } from '../../lib/collection-route';

export type ProductRow = typeof products.$inferSelect;

/** GET /api/products (issue 17): a country's products in the order the store shows them; `search` over the name in every language. */
export const PRODUCT_COLLECTION: CollectionSpec = {
  order: {
    id: products.id, sort: products.sort, name: inSpanish(products.name), price: products.price, stock: products.stock,
    isActive: products.isActive, createdAt: products.createdAt,
  },
  defaultOrder: [products.sort, 'asc'],
  filters: {
    country: { column: products.countryId, parse: parseAs.reference('countries') },
    isActive: { column: products.isActive, parse: parseAs.boolean },
  },
  search: [allLanguages(products.name)],
};

export const productSource = (db: Db): CollectionSource<ProductRow> => tableSource(db, products);

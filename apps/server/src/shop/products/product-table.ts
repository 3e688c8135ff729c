import { eurosToCents, percentToBasisPoints, productCollectionSchema, productInputSchema, productSchema, type Product, type ProductInput, type Violation } from '@vo/domain';
import { eq } from 'drizzle-orm';
import { deleteCataloguePhotos } from '../../catalogue/catalogue-photo';
import type { CatalogueResource } from '../../catalogue/catalogue-resource';
import { activeFor } from '../../catalogue/catalogue-viewer';
import { referencesOf } from '../../catalogue/references';
import type { Tx } from '../../db/client';
import { countries, products, shopOrderItems } from '../../db/schema';
import { presentProduct } from './product.presenter';
import { PRODUCT_COLLECTION, productSource, type ProductRow } from './product-list';

/** The product's country exists (locked for share until the commit, so it cannot vanish meanwhile). */
async function countryExists(tx: Tx, input: ProductInput): Promise<Violation[]> {
  const [country] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, input.country)).for('share');
  return country ? [] : [{ propertyPath: 'country', code: 'validation.notFound', params: { name: 'country' } }];
}

/** The partner store's products (`/api/products`, issue 17): members see the active ones; an ordered product is kept. */
export const PRODUCTS: CatalogueResource<typeof products, ProductRow, Product, ProductInput> = {
  base: '/api/products',
  tag: 'shop',
  table: products,
  photoTable: products,
  item: productSchema,
  collectionSchema: productCollectionSchema,
  input: productInputSchema,
  collection: PRODUCT_COLLECTION,
  source: productSource,
  scope: (viewer) => activeFor(viewer, products.isActive),
  present: presentProduct,
  values: (input) => ({
    countryId: input.country, name: input.name, description: input.description, price: eurosToCents(input.price),
    vatRateBp: percentToBasisPoints(input.vatRate), stock: input.stock, points: eurosToCents(input.points),
    defaultQuantity: input.defaultQuantity, sort: input.sort, isActive: input.isActive,
  }),
  check: countryExists,
  references: (tx, ids) => referencesOf(tx, ids, [[shopOrderItems.productId, 'validation.hasOrders']]),
  removed: (tx, rows) => deleteCataloguePhotos(tx, rows.map((row) => row.photoId)),
};

import { eurosToCents, percentToBasisPoints } from '@vo/domain';
import type { Db } from '../db/client';
import { countries, products } from '../db/schema';
import { DEMO_PRODUCTS } from './data/products';

/** The demo partner store (seed/data/products.ts), sorted as listed. */
export async function seedProducts(db: Db): Promise<void> {
  const ids = new Map((await db.select({ id: countries.id, code: countries.code }).from(countries)).map((c) => [c.code, c.id]));
  await db.insert(products).values(DEMO_PRODUCTS.map((p, sort) => ({
    countryId: ids.get(p.country)!, name: p.name, description: p.description, price: eurosToCents(p.price),
    vatRateBp: percentToBasisPoints(p.vatRate), stock: p.stock, points: eurosToCents(p.points), defaultQuantity: p.defaultQuantity ?? 0, sort,
  })));
}

import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries, products } from '../db/schema';

const texts = (v: string) => ({ es: v, en: v, pt: v });

/** A country of the reference data, by code. */
export async function countryId(db: Db, code: string): Promise<number> {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, code));
  return country!.id;
}

/** A product for a test: 10 euros net at 21 % VAT, 10 points, 50 in stock, unless told. */
export async function createProduct(db: Db, values: Partial<typeof products.$inferInsert> & { countryId: number }) {
  const [product] = await db.insert(products).values({
    name: texts(`Product ${Math.random().toString(36).slice(2, 8)}`), description: texts('A test product'),
    price: 1_000, vatRateBp: 2_100, stock: 50, points: 1_000, ...values,
  }).returning();
  return product!;
}

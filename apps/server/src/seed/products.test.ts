import { shopBasket } from '@vo/domain';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { DEMO_PRODUCTS } from './data/products';
import { seedProducts } from './products';

const ctx = useTestApp();

describe('the demo partner store', () => {
  it('gives every country it sells in a default order that reaches the default minimum', async () => {
    await seedProducts(ctx.database.db);
    const rows = await ctx.database.db.select().from(products);
    expect(rows).toHaveLength(DEMO_PRODUCTS.length);
    const countries = [...new Set(rows.map((r) => r.countryId))];
    expect(countries).toHaveLength(3);
    for (const country of countries) {
      const basket = shopBasket([], rows.filter((r) => r.countryId === country), 6_000);
      expect(basket.defaultApplied).toBe(true);
      expect(basket.total).toBeGreaterThanOrEqual(6_000);
    }
  });
});

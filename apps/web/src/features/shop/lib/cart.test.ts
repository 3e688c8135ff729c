import type { Product } from '@vo/domain';
import { describe, expect, it } from 'vitest';
import { cartBasket, cartItems, defaultCart, shopCountries } from './cart';

const product = (id: number, country: number, price: number, defaultQuantity = 0): Product => ({
  '@id': `/api/products/${id}`, '@type': 'Product', id, country, name: { es: 'P', en: 'P', pt: 'P' }, description: { es: '', en: '', pt: '' },
  price, vatRate: 10, vat: price / 10, stock: 10, points: price, defaultQuantity, sort: id, isActive: true, photo: null, createdAt: '2026-01-01T00:00:00.000Z',
});

describe('the shop cart', () => {
  const products = [product(1, 7, 10), product(2, 7, 20, 3)];

  it('below the minimum the country default order applies; at it the cart stays', () => {
    expect(cartBasket({ 1: 2 }, products, 60)).toMatchObject({ defaultApplied: true, total: 6_600, lines: [{ productId: 2, quantity: 3 }] });
    expect(cartBasket({}, products, 60).defaultApplied).toBe(true);
    expect(cartBasket({ 1: 6 }, products, 60)).toMatchObject({ defaultApplied: false, net: 6_000, tax: 600, total: 6_600 });
  });

  it('resets to the default order, sends only chosen lines, and lists the member country first', () => {
    expect(defaultCart(products)).toEqual({ 2: 3 });
    expect(cartItems({ 1: 0, 2: 3 })).toEqual([{ product: 2, quantity: 3 }]);
    expect(shopCountries([...products, product(3, 5, 1)], 5)).toEqual([5, 7]);
    expect(shopCountries(products, 9)).toEqual([7]);
  });
});

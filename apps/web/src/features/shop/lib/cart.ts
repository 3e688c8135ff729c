import { eurosToCents, percentToBasisPoints, shopBasket, type Basket, type BasketProduct, type Product } from '@vo/domain';

/** The member's choice: units per product id (0 or missing: not chosen). */
export type Cart = Record<number, number>;

export const EMPTY_CART: Cart = {};

/** A country's default order as a cart: what changing country resets the cart to (spec section 5). */
export const defaultCart = (products: readonly Product[]): Cart =>
  Object.fromEntries(products.filter((p) => p.defaultQuantity > 0).map((p) => [p.id, p.defaultQuantity]));

const basketProduct = (p: Product): BasketProduct => ({
  id: p.id, price: eurosToCents(p.price), vatRateBp: percentToBasisPoints(p.vatRate), points: eurosToCents(p.points), defaultQuantity: p.defaultQuantity,
});

/** What the order will be, by the server's own rule (domain shopBasket): the cart, or the default order below the minimum. */
export function cartBasket(cart: Cart, products: readonly Product[], minimumEuros: number): Basket {
  const chosen = Object.entries(cart).map(([id, quantity]) => ({ productId: Number(id), quantity }));
  return shopBasket(chosen, products.map(basketProduct), eurosToCents(minimumEuros));
}

/** The cart as POST /api/shop_orders takes it. */
export const cartItems = (cart: Cart) =>
  Object.entries(cart).filter(([, quantity]) => quantity > 0).map(([id, quantity]) => ({ product: Number(id), quantity }));

/** The countries that sell something, the member's own first if it does. */
export function shopCountries(products: readonly Product[], own: number | null | undefined): number[] {
  const ids = [...new Set(products.map((p) => p.country))];
  return own && ids.includes(own) ? [own, ...ids.filter((id) => id !== own)] : ids;
}

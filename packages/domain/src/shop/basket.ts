import { taxOf } from '../taxes';
import type { Cents } from '../money';

/** A product as the basket rule reads it: its country's price (net), VAT rate, points and default quantity. */
export interface BasketProduct {
  id: number;
  price: Cents;
  vatRateBp: number;
  /** Network volume of one unit, in cents of a point. */
  points: Cents;
  /** Units of it in its country's default order; 0 when it is not part of it. */
  defaultQuantity: number;
}

export interface BasketLine {
  productId: number;
  quantity: number;
  unitPrice: Cents;
  vatRateBp: number;
  unitPoints: Cents;
  net: Cents;
  tax: Cents;
}

export interface Basket {
  lines: BasketLine[];
  net: Cents;
  tax: Cents;
  /** Net + VAT, what the minimum is compared with. */
  total: Cents;
  points: Cents;
  /** The member's own lines were below the minimum: the country's default order replaced them. */
  defaultApplied: boolean;
}

/** One line priced: VAT on the line's net, half up to the cent. */
function line(product: BasketProduct, quantity: number): BasketLine {
  const net = product.price * quantity;
  return {
    productId: product.id, quantity, unitPrice: product.price, vatRateBp: product.vatRateBp, unitPoints: product.points,
    net, tax: taxOf(net, product.vatRateBp / 100),
  };
}

function sum(lines: BasketLine[], defaultApplied: boolean): Basket {
  const net = lines.reduce((a, l) => a + l.net, 0);
  const tax = lines.reduce((a, l) => a + l.tax, 0);
  return { lines, net, tax, total: net + tax, points: lines.reduce((a, l) => a + l.unitPoints * l.quantity, 0), defaultApplied };
}

/** The country's default order (a fixed basket): every product with a default quantity. */
export function defaultBasket(products: readonly BasketProduct[]): Basket {
  return sum(products.filter((p) => p.defaultQuantity > 0).map((p) => line(p, p.defaultQuantity)), true);
}

/**
 * Spec section 5: the order must reach `minimumCents` (VAT included) or the country's default order applies.
 * `products` are the country's products on sale; the caller has checked every chosen product is one of them.
 * The browser shows the same rule the server applies.
 */
export function shopBasket(chosen: readonly { productId: number; quantity: number }[], products: readonly BasketProduct[], minimumCents: Cents): Basket {
  const byId = new Map(products.map((p) => [p.id, p]));
  const lines = chosen.filter((c) => c.quantity > 0 && byId.has(c.productId)).map((c) => line(byId.get(c.productId)!, c.quantity));
  const own = sum(lines, false);
  return own.total >= minimumCents ? own : defaultBasket(products);
}

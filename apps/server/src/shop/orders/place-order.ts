import { eurosToCents, providerFee, shopBasket, translate, type Basket, type Language, type ShopOrderCreate, type Violation } from '@vo/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { countries, payments, products, shopOrderItems, shopOrders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { preparePayment } from '../../payments/open-order';
import { providerTerms, type Payer } from '../../payments/payment-methods';
import { readVariablesOr } from '../../settings/variables.service';
import { PLAN_DEFAULTS } from '@vo/domain';

/** Every chosen product once, of the order's country and on sale; a violation per line otherwise. */
function checkChoice(request: ShopOrderCreate, onSale: ReadonlySet<number>): Violation[] {
  const seen = new Set<number>();
  return request.items.flatMap((item, i): Violation[] => {
    if (seen.has(item.product)) return [{ propertyPath: `items[${i}].product`, code: 'validation.shopDuplicateProduct' }];
    seen.add(item.product);
    return onSale.has(item.product) ? [] : [{ propertyPath: `items[${i}].product`, code: 'validation.shopOtherCountry' }];
  });
}

/** What the member is told when the default order replaced their cart (spec section 5), in their language. */
export const defaultOrderNotice = (basket: Basket, minimumEuros: string, language: Language): string | null =>
  basket.defaultApplied ? translate(language, 'shopNotices.defaultOrderApplied', { minAmount: minimumEuros }) : null;

/**
 * POST /api/shop_orders in one transaction: the cart priced from the database (never the browser), the minimum
 * rule applied, the order and its payment (type `shop`, pending) written. Stock is only checked here; it is taken
 * when the payment is confirmed (pay-order.ts).
 */
export async function placeShopOrder(tx: Tx, userId: number, request: ShopOrderCreate, { cardConfigured, payer }: { cardConfigured: boolean; payer: Payer }) {
  const [country] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, request.country));
  if (!country) throw AppError.validation('country', 'validation.notFound', { name: 'country' });
  const onSale = await tx.select().from(products).where(and(eq(products.countryId, country.id), eq(products.isActive, true)));
  const violations = checkChoice(request, new Set(onSale.map((p) => p.id)));
  if (violations.length) throw new AppError('VALIDATION', violations);

  const { shopMinimumAmount } = await readVariablesOr(tx, { shopMinimumAmount: PLAN_DEFAULTS.shopMinimumAmount });
  const basket = shopBasket(request.items.map((i) => ({ productId: i.product, quantity: i.quantity })), onSale, eurosToCents(Number(shopMinimumAmount)));
  if (!basket.lines.length) throw AppError.validation('items', 'validation.shopNoDefaultOrder');
  const stock = new Map(onSale.map((p) => [p.id, p.stock]));
  if (basket.lines.some((l) => l.quantity > stock.get(l.productId)!)) throw new AppError('SHOP_SOLD_OUT');

  const prepared = await preparePayment(tx, userId, request.paymentBy, 'shop', 'shop', cardConfigured);
  const fee = providerFee(basket.total, await providerTerms(tx, request.paymentBy, payer));
  const [payment] = await tx.update(payments).set({
    status: 'pending', net: basket.net, tax: basket.tax, fee, total: basket.total + fee, points: basket.points,
  }).where(eq(payments.id, prepared.id)).returning();
  const [order] = await tx.insert(shopOrders).values({
    userId, countryId: country.id, paymentId: payment!.id, paymentBy: request.paymentBy,
    defaultApplied: basket.defaultApplied, net: basket.net, tax: basket.tax, points: basket.points,
  }).returning();
  await tx.insert(shopOrderItems).values(basket.lines.map((l) => ({
    orderId: order!.id, productId: l.productId, quantity: l.quantity, unitPrice: l.unitPrice, vatRateBp: l.vatRateBp, unitPoints: l.unitPoints, net: l.net, tax: l.tax,
  })));
  return { order: order!, basket, minimumEuros: shopMinimumAmount };
}

import { AmountRuleError, hasMonthlyFee, orderPrice, type PricingTerms } from '@vo/domain';
import type { memberships, PAYMENT_TYPES } from '../db/schema';
import { AppError } from '../lib/errors';
import type { ProviderTerms } from './payment-methods';

type Membership = typeof memberships.$inferSelect;

export interface OrderPricing {
  type: (typeof PAYMENT_TYPES)[number];
  current: Membership | null;
  target: Membership;
  extra: Record<string, string>;
  terms: ProviderTerms;
  /** Tax rate, Enjoy Points minimum and value, Enjoy Pass options: the variables, read by the domain's reader. */
  pricing: PricingTerms;
  paidUntil: string | null;
  /** Type monthly: the member's paid monthly payments of this level (`paidMonthlyPayments`), which prices the next one. */
  paidMonthlyPayments?: number;
}

/** What a payment row stores of its price (integer cents). */
export interface Price {
  net: number;
  tax: number;
  fee: number;
  total: number;
  points: number;
  enjoyPoints: number;
  /** Passes an Enjoy Pass order buys. */
  enjoyPass?: number;
}

/** Whether the member may buy this at all: the rules around the amounts, which the domain leaves to its caller. */
function assertSellable(o: OrderPricing): void {
  switch (o.type) {
    case 'register':
      if (o.current?.id !== o.target.id || o.paidUntil) throw new AppError('PAYMENT_NOT_VALID');
      return;
    case 'upgrade':
      if (!o.current || o.target.level <= o.current.level || o.target.type !== o.current.type) throw AppError.validation('newMember', 'validation.upgradeToLowerLevel');
      return;
    case 'monthly':
      if (o.current?.id !== o.target.id || !hasMonthlyFee(o.target)) throw new AppError('PAYMENT_NOT_VALID');
      return;
    case 'annual':
      if (o.current?.id !== o.target.id || !o.target.earnsCommissions) throw new AppError('PAYMENT_NOT_VALID');
      return;
    case 'enjoy_points':
      if (!Number.isInteger(Number(o.extra.enjoypoints))) throw AppError.validation('extra.enjoypoints', 'validation.invalid', { name: 'enjoypoints' });
      return;
    case 'enjoy_pass':
      return;
    default:
      throw new AppError('PAYMENT_NOT_VALID');
  }
}

/** Where the order carries what a broken amount rule names (the domain's `passes` is the order's `extra.enjoypass`). */
const ORDER_FIELDS: Record<string, string> = { passes: 'extra.enjoypass' };

/**
 * Prices an order with the domain's `orderPrice`, the function the browser shows its breakdown with, so the figure
 * shown before paying is the figure charged; a broken amount rule becomes the violation the browser shows.
 */
export function priceOrder(o: OrderPricing): Price {
  assertSellable(o);
  if (o.type === 'movement' || o.type === 'shop') throw new AppError('PAYMENT_NOT_VALID');
  try {
    const price = orderPrice({
      type: o.type, current: o.current, target: o.target, terms: o.pricing, provider: o.terms,
      enjoyPoints: Number(o.extra.enjoypoints ?? 0), enjoyPass: Number(o.extra.enjoypass ?? 0), paidMonthlyPayments: o.paidMonthlyPayments,
    });
    return {
      net: price.base, tax: price.tax, fee: price.fee, total: price.total, points: price.points, enjoyPoints: price.enjoyPoints,
      ...(price.enjoyPass === undefined ? {} : { enjoyPass: price.enjoyPass }),
    };
  } catch (error) {
    if (!(error instanceof AmountRuleError)) throw error;
    const { propertyPath, ...violation } = error.violation;
    throw new AppError('VALIDATION', [{ ...violation, propertyPath: ORDER_FIELDS[propertyPath] ?? propertyPath }]);
  }
}

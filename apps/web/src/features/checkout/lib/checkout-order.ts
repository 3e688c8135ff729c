import { hasMonthlyFee, type PaymentRequestType } from '@vo/domain';
import type { MemberShip } from '@/api/memberships';
import type { CheckoutProduct } from '@/lib/checkout-link';
import { levelAmounts, type PriceRequest } from '@/lib/order-price';

const PRODUCTS: readonly CheckoutProduct[] = ['upgrade', 'monthly', 'annual', 'enjoy_points'];

/** What `/checkout?product=…&membership=…&points=…` asks for; null when the address names no product. */
export interface CheckoutRequest {
  product: CheckoutProduct;
  membership: number | null;
  points: number | null;
  /** The method to preselect, if the page that linked here asked for one. */
  method: string | null;
}

const positiveInteger = (raw: string | null) => {
  const n = Number(raw);
  return raw !== null && raw.trim() !== '' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

export function parseCheckoutRequest(params: URLSearchParams): CheckoutRequest | null {
  const product = params.get('product') as CheckoutProduct | null;
  if (!product || !PRODUCTS.includes(product)) return null;
  return { product, membership: positiveInteger(params.get('membership')), points: positiveInteger(params.get('points')), method: params.get('method') };
}

/** A request checked against the member's plan: what is bought and the order the server will price. */
export interface CheckoutOrder {
  product: CheckoutProduct;
  current: MemberShip;
  /** The register order's `newMember`: the level bought, or the member's own one. */
  target: MemberShip;
  points: number;
  /** POST /api/payments `type` (spec section 4: Enjoy Points are a "movement"). */
  paymentType: PaymentRequestType;
  extra: Record<string, string>;
}

/** Why a request cannot be sold: a translation key (and its values) the screen shows instead of a Pay button. */
export interface CheckoutRefusal {
  refusal: string;
  values?: Record<string, unknown>;
}

const refuse = (refusal: string): CheckoutRefusal => ({ refusal });

/**
 * The same rules the server applies when it prices the order (apps/server/src/payments/pricing.ts), so the
 * screen refuses early what the server would refuse.
 */
export function resolveOrder(request: CheckoutRequest, current: MemberShip | undefined, memberships: MemberShip[]): CheckoutOrder | CheckoutRefusal {
  if (!current) return refuse('checkout.noMembership');
  const target = memberships.find((m) => m.id === (request.membership ?? current.id));
  if (!target) return refuse('errors.membershipNotFound');
  const order = { product: request.product, current, target, points: 0, extra: {} };
  switch (request.product) {
    case 'upgrade':
      if (target.type !== current.type || target.level <= current.level || target.positionAmount < current.positionAmount) {
        return refuse('validation.upgradeToLowerLevel');
      }
      return { ...order, paymentType: 'upgrade' };
    case 'monthly':
      if (target.id !== current.id) return refuse('toast.error.paymentNotValid');
      if (!hasMonthlyFee(levelAmounts(target))) return refuse('toast.error.notMonthlyPayment');
      return { ...order, paymentType: 'monthly' };
    case 'annual':
      if (target.id !== current.id) return refuse('toast.error.paymentNotValid');
      if (target.annualAmount <= 0 || !target.earnsCommissions) return refuse('checkout.noAnnual');
      return { ...order, paymentType: 'annual' };
    case 'enjoy_points':
      if (!request.points) return refuse('checkout.noPoints');
      return { ...order, target: current, points: request.points, paymentType: 'movement', extra: { enjoypoints: String(request.points) } };
  }
}

export function isRefusal(value: CheckoutOrder | CheckoutRefusal): value is CheckoutRefusal {
  return 'refusal' in value;
}

/** The order as the shared pricing takes it (lib/order-price.ts: the server's own `orderPrice`). */
export function priceRequest(order: CheckoutOrder, paidMonthlyPayments?: number): PriceRequest {
  return { type: order.product, current: order.current, target: order.target, enjoyPoints: order.points, paidMonthlyPayments };
}

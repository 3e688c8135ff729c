/** What /checkout sells (issue 4): a membership change or fee, or Enjoy Points. */
export type CheckoutProduct = 'upgrade' | 'monthly' | 'annual' | 'enjoy_points';

export interface CheckoutTarget {
  product: CheckoutProduct;
  /** The membership bought (upgrade) or paid for (monthly, annual); the member's own when omitted. */
  membership?: number;
  /** Enjoy Points to buy. */
  points?: number;
  /** The payment method to preselect (PAYMENT_BY_OPTIONS of @vo/domain); the member can still change it. */
  method?: string;
}

/** The /checkout address of a product, the one link every screen that sells something builds. */
export function checkoutLink({ product, membership, points, method }: CheckoutTarget): string {
  const params = new URLSearchParams({ product });
  if (membership !== undefined) params.set('membership', String(membership));
  if (points !== undefined) params.set('points', String(points));
  if (method !== undefined) params.set('method', method);
  return `/checkout?${params.toString()}`;
}

/** Spec section 3 "Payment methods": the provider codes the browser sends as `paymentBy` / `paymentMethod`. */
const PAYMENT_METHODS = [
  'STRIPE_PAYMENT',
  'TRANS_PAYMENT',
  'REDSYS_PAYMENT',
  'PAYPAL_PAYMENT',
  'COINGATE_PAYMENT',
  'UINKU_PAYMENT',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Paying from one's own available wallet balance (DESIGN.md section 7): ours, not one of the spec's providers, never a fee. */
export const WALLET_PAYMENT = 'WALLET_PAYMENT';
/** Paying an Enjoy Pass with one's own Enjoy Points, one point per pass: ours, never a fee, for nothing else. */
export const ENJOY_POINTS_PAYMENT = 'ENJOY_POINTS_PAYMENT';
/** The methods that pay money: the spec's providers and the wallet (what Enjoy Points are bought with). */
export const MONEY_PAYMENT_OPTIONS = [...PAYMENT_METHODS, WALLET_PAYMENT] as const;
/** Every value a payment request may carry as `paymentBy`: the money methods and Enjoy Points. */
export const PAYMENT_BY_OPTIONS = [...MONEY_PAYMENT_OPTIONS, ENJOY_POINTS_PAYMENT] as const;
export type PaymentBy = (typeof PAYMENT_BY_OPTIONS)[number];

export interface PaymentProvider {
  method: PaymentMethod;
  active: boolean;
  /** Percentage fee in basis points (1.7 % = 170). */
  feeBp: number;
  /** Fixed fee per payment in cents. */
  baseFeeCents: number;
}

/** Spec section 9 "Payment providers (production)": house defaults, shared by the browser and the server. */
export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = [
  { method: 'STRIPE_PAYMENT', active: true, feeBp: 170, baseFeeCents: 25 },
  { method: 'TRANS_PAYMENT', active: true, feeBp: 0, baseFeeCents: 0 },
  { method: 'COINGATE_PAYMENT', active: false, feeBp: 150, baseFeeCents: 0 },
  { method: 'PAYPAL_PAYMENT', active: false, feeBp: 600, baseFeeCents: 35 },
  { method: 'REDSYS_PAYMENT', active: false, feeBp: 0, baseFeeCents: 0 },
  { method: 'UINKU_PAYMENT', active: false, feeBp: 0, baseFeeCents: 0 },
];

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

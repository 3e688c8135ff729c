import { NO_FEE, PAYMENT_PROVIDERS, WALLET_PAYMENT, type FeeSchedule, type PaymentBy, type PaymentProvider } from '@vo/domain';

/** One way to pay on the checkout: its fee, and when it cannot be used, why (a translation key and amounts in cents to show as euros). */
export interface PaymentOption {
  method: PaymentBy;
  fee: FeeSchedule;
  available: boolean;
  reason?: { key: string; amounts?: Record<string, number> };
}

export interface OptionsInput {
  providers: PaymentProvider[];
  /** Stripe's publishable key: null when card payments are not configured, undefined while asking. */
  cardKey: string | null | undefined;
  /** Available wallet balance in cents, undefined while asking. */
  walletCents: number | undefined;
  /** What the order costs from the wallet (no fee), in cents; undefined when it cannot be priced. */
  walletTotalCents: number | undefined;
}

/** The reason of the providers spec section 9 lists as inactive (shown together, by name). */
export const INACTIVE = 'checkout.methods.inactive';

// The methods in use first, as a member looks for them; the inactive providers of spec section 9 after them.
const ORDER: PaymentBy[] = ['TRANS_PAYMENT', 'STRIPE_PAYMENT', WALLET_PAYMENT, ...PAYMENT_PROVIDERS.map((p) => p.method)];

/** The checkout's methods: the providers of spec section 9 (inactive ones listed as unavailable) and the wallet. */
export function paymentOptions({ providers, cardKey, walletCents, walletTotalCents }: OptionsInput): PaymentOption[] {
  const options: PaymentOption[] = providers.map((p) => {
    if (!p.active) return { method: p.method, fee: p, available: false, reason: { key: INACTIVE } };
    if (p.method === 'STRIPE_PAYMENT' && cardKey === undefined) return { method: p.method, fee: p, available: false, reason: { key: 'common.loading' } };
    if (p.method === 'STRIPE_PAYMENT' && !cardKey) return { method: p.method, fee: p, available: false, reason: { key: 'checkout.methods.cardNotConfigured' } };
    return { method: p.method, fee: p, available: true };
  });
  options.push(walletOption(walletCents, walletTotalCents));
  return options.sort((a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method));
}

/** DESIGN.md section 7: the wallet pays from the available balance, never a fee; offered only when it covers the total. */
function walletOption(walletCents: number | undefined, totalCents: number | undefined): PaymentOption {
  const base = { method: WALLET_PAYMENT, fee: NO_FEE } as const;
  if (walletCents === undefined) return { ...base, available: false, reason: { key: 'common.loading' } };
  if (walletCents <= 0) return { ...base, available: false, reason: { key: 'checkout.methods.walletEmpty' } };
  // An order that cannot be priced (below a minimum) is refused by the summary, not by the wallet.
  if (totalCents !== undefined && walletCents < totalCents) {
    return { ...base, available: false, reason: { key: 'checkout.methods.walletShort', amounts: { available: walletCents, total: totalCents } } };
  }
  return { ...base, available: true };
}

import {
  MONEY_PAYMENT_OPTIONS, orderPrice, paymentProviderFromVariables, pricingTermsFromVariables, isPaymentMethod, type MemberShip, type PaymentBy,
} from '@vo/domain';
import { describe, expect, it } from 'vitest';
import { priceOrder, type PriceRequest } from './order-price';

/** GET /api/variables as the demo seeds them (apps/server/src/seed/data/variables.ts): strings, euros and percents. */
const DEMO_VARIABLES: Record<string, string> = {
  taxRate: '7', enjoyPointsMinimum: '25', enjoyPointEuroValue: '1', enjoyPassOptions: '50,100,200',
  'fee.STRIPE_PAYMENT.percent': '1.7', 'fee.STRIPE_PAYMENT.base': '0.25', 'provider.STRIPE_PAYMENT.active': 'true',
  'fee.TRANS_PAYMENT.percent': '0', 'fee.TRANS_PAYMENT.base': '0.00', 'provider.TRANS_PAYMENT.active': 'true',
  'fee.PAYPAL_PAYMENT.percent': '6', 'fee.PAYPAL_PAYMENT.base': '0.35', 'provider.PAYPAL_PAYMENT.active': 'false',
  'fee.COINGATE_PAYMENT.percent': '1.5', 'fee.COINGATE_PAYMENT.base': '0.00', 'provider.COINGATE_PAYMENT.active': 'false',
};
const demo = (key: string) => DEMO_VARIABLES[key];

/** A level as GET /api/member_ships gives it: euros. */
const level = (lvl: number, positionAmount: number, monthAmount: number): MemberShip => ({
  '@id': `/api/member_ships/${lvl}`, '@type': 'MemberShip', id: lvl, level: lvl, name: `level${lvl}`, type: 'product', isDefault: false, active: true,
  positionAmount, monthAmount, annualAmount: 75, earnsCommissions: true, travelFeatures: false,
  monthlyPayment: 0, monthlyPayments: [], isApplyFeeMonthAmount: true, isApplyFeeMonthly: true, specialOffer: null,
});
const start = level(2, 50, 20);
const partner = level(4, 150, 30);
/** A level whose first month is free and second 19,90 €, then 30 €. */
const firstFree: MemberShip = { ...partner, monthlyPayments: [0, 19.9] };

/**
 * What the server charges, computed the way apps/server/src/payments (open-order.ts, pricing.ts, payment-methods.ts)
 * does: the database's cents, the variables through the domain's readers, the domain's `orderPrice`.
 */
function serverCharge(request: PriceRequest, method: PaymentBy, variable: (key: string) => string | undefined): number {
  const cents = (m: MemberShip | null | undefined) => ({
    positionAmount: (m?.positionAmount ?? 0) * 100, monthAmount: (m?.monthAmount ?? 0) * 100, annualAmount: (m?.annualAmount ?? 0) * 100,
    monthlyPayment: (m?.monthlyPayment ?? 0) * 100, monthlyPayments: (m?.monthlyPayments ?? []).map((euros) => Math.round(euros * 100)), isApplyFeeMonthAmount: m?.isApplyFeeMonthAmount ?? true, isApplyFeeMonthly: m?.isApplyFeeMonthly ?? true,
  });
  return orderPrice({
    type: request.type, current: cents(request.current), target: cents(request.target), terms: pricingTermsFromVariables(variable),
    provider: isPaymentMethod(method) ? paymentProviderFromVariables(method, variable) : undefined, enjoyPoints: request.enjoyPoints,
    paidMonthlyPayments: request.paidMonthlyPayments,
  }).total;
}

describe('the price a screen shows is the amount the server charges', () => {
  const registration: PriceRequest = { type: 'register', target: start };

  it('shows 53,50 € for a start sign-up by bank transfer and 54,66 € by card (registration.test.ts charges the same)', () => {
    expect(priceOrder(registration, 'TRANS_PAYMENT', demo).price).toMatchObject({ base: 5000, tax: 350, fee: 0, total: 5350, taxRatePercent: 7 });
    expect(priceOrder(registration, 'STRIPE_PAYMENT', demo).price).toMatchObject({ base: 5000, tax: 350, fee: 116, total: 5466 });
  });

  it.each(MONEY_PAYMENT_OPTIONS)('matches the server for every order paid by %s', (method) => {
    const orders: PriceRequest[] = [
      registration,
      { type: 'upgrade', current: start, target: partner },
      { type: 'monthly', current: partner, target: partner },
      ...[0, 1, 2].map((paidMonthlyPayments): PriceRequest => ({ type: 'monthly', current: firstFree, target: firstFree, paidMonthlyPayments })),
      { type: 'annual', current: partner, target: partner },
      { type: 'enjoy_points', enjoyPoints: 137 },
    ];
    for (const request of orders) expect(priceOrder(request, method, demo).price?.total).toBe(serverCharge(request, method, demo));
  });

  it('follows the admin changing a fee or the tax rate, as the server does', () => {
    const changed = (key: string) => ({ ...DEMO_VARIABLES, taxRate: '21', 'fee.STRIPE_PAYMENT.percent': '2.5' })[key];
    expect(priceOrder(registration, 'STRIPE_PAYMENT', changed).price?.total).toBe(serverCharge(registration, 'STRIPE_PAYMENT', changed));
    expect(priceOrder(registration, 'STRIPE_PAYMENT', changed).price).toMatchObject({ tax: 1050, total: 6050 + 151 + 25 });
  });

  it('leaves the fee out until a method is chosen, and names a broken amount rule instead of a price', () => {
    expect(priceOrder(registration, null, demo).price).toMatchObject({ fee: 0, total: 5350 });
    expect(priceOrder({ type: 'enjoy_points', enjoyPoints: 10 }, 'WALLET_PAYMENT', demo).problem?.code).toBe('validation.enjoyPointsMinimum');
    expect(priceOrder({ type: 'enjoy_pass', enjoyPass: 100 }, 'ENJOY_POINTS_PAYMENT', demo).price).toMatchObject({ total: 10_000, inPoints: true });
  });

  it("shows an admin acting as the member the admin-on-user fee instead of the card's (admin-on-user.test.ts charges the same)", () => {
    expect(priceOrder(registration, 'STRIPE_PAYMENT', demo, true).price).toMatchObject({ fee: 0, total: 5350 });
    const withFee = (key: string) => ({ ...DEMO_VARIABLES, adminOnUserFee: '1.50' })[key];
    expect(priceOrder(registration, 'STRIPE_PAYMENT', withFee, true).price).toMatchObject({ fee: 150, total: 5500 });
    expect(priceOrder(registration, 'WALLET_PAYMENT', withFee, true).price).toMatchObject({ fee: 0 });
  });
});

import { PAYMENT_PROVIDERS } from '@vo/domain';
import { describe, expect, it } from 'vitest';
import type { MemberShip } from '@/api/memberships';
import { isRefusal, parseCheckoutRequest, priceRequest, resolveOrder, type CheckoutOrder } from './checkout-order';
import { paymentOptions } from '@/lib/payment-options';

const level = (id: number, lvl: number, positionAmount: number, monthAmount: number, annualAmount = 75): MemberShip => ({
  '@id': `/api/member_ships/${id}`, '@type': 'MemberShip', id, level: lvl, name: `level${lvl}`, type: 'product', isDefault: false, active: true,
  positionAmount, monthAmount, annualAmount, earnsCommissions: annualAmount > 0, travelFeatures: false,
  monthlyPayment: 0, monthlyPayments: [], isApplyFeeMonthAmount: true, isApplyFeeMonthly: true, specialOffer: null,
});
const pre = level(1, 1, 0, 0, 0);
const start = level(2, 2, 50, 20);
const partner = level(4, 4, 150, 30);
const pro = level(6, 6, 500, 50);
const plan = [pre, start, partner, pro];
const planWith = (m: MemberShip) => plan.map((p) => (p.id === m.id ? m : p));

const order = (query: string, current: MemberShip) => {
  const resolved = resolveOrder(parseCheckoutRequest(new URLSearchParams(query))!, current, planWith(current));
  if (isRefusal(resolved)) throw new Error(resolved.refusal);
  return resolved as CheckoutOrder;
};

describe('checkout orders', () => {
  it('turns the address into the order the server prices: an upgrade, or Enjoy Points as a movement on the own level', () => {
    expect(order('product=upgrade&membership=6', partner)).toMatchObject({ paymentType: 'upgrade', current: partner, target: pro });
    const points = order('product=enjoy_points&points=30', start);
    expect(points).toMatchObject({ paymentType: 'movement', target: start, extra: { enjoypoints: '30' } });
    expect(priceRequest(points)).toEqual({ type: 'enjoy_points', current: start, target: start, enjoyPoints: 30, paidMonthlyPayments: undefined });
  });

  it('sells the monthly fee of a level priced on monthlyPayment (monthAmount 0), at the member\'s position', () => {
    const byMonthlyPayment = { ...level(1, 1, 0, 0, 0), monthlyPayment: 25 };
    const monthly = order('product=monthly', byMonthlyPayment);
    expect(monthly).toMatchObject({ paymentType: 'monthly', target: byMonthlyPayment });
    expect(priceRequest(monthly, 2)).toMatchObject({ type: 'monthly', paidMonthlyPayments: 2 });
  });

  it('refuses what the server would refuse', () => {
    const refusal = (query: string, current: MemberShip | undefined) => resolveOrder(parseCheckoutRequest(new URLSearchParams(query))!, current, plan);
    expect(refusal('product=upgrade&membership=2', partner)).toEqual({ refusal: 'validation.upgradeToLowerLevel' });
    expect(refusal('product=monthly', pre)).toEqual({ refusal: 'toast.error.notMonthlyPayment' });
    expect(refusal('product=annual', pre)).toEqual({ refusal: 'checkout.noAnnual' });
    expect(refusal('product=enjoy_points', start)).toEqual({ refusal: 'checkout.noPoints' });
    expect(refusal('product=monthly', undefined)).toEqual({ refusal: 'checkout.noMembership' });
    expect(parseCheckoutRequest(new URLSearchParams('product=shoes'))).toBeNull();
  });
});

describe('payment options', () => {
  const base = { providers: [...PAYMENT_PROVIDERS], cardKey: null, walletTotalCents: 3000 };

  it('offers the wallet only when the available balance covers the total, and says why not', () => {
    const short = paymentOptions({ ...base, walletCents: 2999 }).find((o) => o.method === 'WALLET_PAYMENT');
    expect(short).toMatchObject({ available: false, reason: { key: 'checkout.methods.walletShort', amounts: { available: 2999, total: 3000 } } });
    expect(paymentOptions({ ...base, walletCents: 3000 }).find((o) => o.method === 'WALLET_PAYMENT')?.available).toBe(true);
  });

  it('lists the card as not configured without a key, and the inactive providers as unavailable', () => {
    const options = paymentOptions({ ...base, walletCents: 0 });
    expect(options.map((o) => o.method).slice(0, 3)).toEqual(['TRANS_PAYMENT', 'STRIPE_PAYMENT', 'WALLET_PAYMENT']);
    expect(options.find((o) => o.method === 'STRIPE_PAYMENT')?.reason?.key).toBe('checkout.methods.cardNotConfigured');
    expect(options.filter((o) => !o.available && o.reason?.key === 'checkout.methods.inactive').map((o) => o.method)).toEqual([
      'COINGATE_PAYMENT', 'PAYPAL_PAYMENT', 'REDSYS_PAYMENT', 'UINKU_PAYMENT',
    ]);
  });
});

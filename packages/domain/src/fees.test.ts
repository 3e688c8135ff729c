import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminOnUserFee, NO_FEE, paymentProvider, paymentProviderFromVariables, providerFee } from './fees';

const card = paymentProvider('STRIPE_PAYMENT'); // 1.7 % (170 bp) + 25
const transfer = paymentProvider('TRANS_PAYMENT'); // 0 + 0
const paypal = paymentProvider('PAYPAL_PAYMENT'); // 6 % (600 bp) + 35
const crypto = paymentProvider('COINGATE_PAYMENT'); // 1.5 % (150 bp) + 0

describe('providerFee', () => {
  it.each([
    // amount, provider, fee: round(amount × bp / 10000) half up + base
    [2140, card, 61], // 2140 × 170 = 363800 → 36.38 → 36; + 25
    [2500, card, 68], // 2500 × 170 = 425000 → 42.5 → 43 (half up); + 25
    [2941, card, 75], // 2941 × 170 = 499970 → 49.997 → 50; + 25
    [1, card, 25], // 0.017 → 0; + 25
    [10_000, card, 195], // 170 exactly; + 25
    [8025, paypal, 517], // 8025 × 600 = 4815000 → 481.5 → 482; + 35
    [1000, crypto, 15], // 1000 × 150 = 150000 → 15; + 0
    [123_456, transfer, 0],
    [0, card, 0], // nothing charged, no base fee either
  ] as const)('fee of %i', (amount, provider, fee) => {
    expect(providerFee(amount, provider)).toBe(fee);
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => providerFee(-1, card)).toThrow(RangeError);
    expect(() => providerFee(10.5, card)).toThrow(RangeError);
    expect(() => providerFee(100, { feeBp: 1.5, baseFeeCents: 0 })).toThrow(RangeError);
  });

  const schedule = fc.record({ feeBp: fc.integer({ min: 0, max: 2000 }), baseFeeCents: fc.integer({ min: 0, max: 500 }) });
  const amount = fc.integer({ min: 0, max: 1e11 });

  it('is an integer within half a cent of the exact fee', () => {
    fc.assert(fc.property(amount, schedule, (a, s) => {
      const fee = providerFee(a, s);
      expect(Number.isSafeInteger(fee)).toBe(true);
      expect(fee).toBeGreaterThanOrEqual(0);
      if (a > 0) expect(Math.abs(fee - (a * s.feeBp) / 10_000 - s.baseFeeCents)).toBeLessThanOrEqual(0.5);
    }));
  });

  it('never decreases when the amount grows', () => {
    fc.assert(fc.property(amount, amount, schedule, (a, b, s) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      expect(providerFee(low, s)).toBeLessThanOrEqual(providerFee(high, s));
    }));
  });

  it('is zero without a provider', () => {
    fc.assert(fc.property(amount, (a) => providerFee(a, NO_FEE) === 0));
  });
});

describe('paymentProviderFromVariables', () => {
  it('lays the variables over the defaults', () => {
    const variables: Record<string, string> = {
      'fee.STRIPE_PAYMENT.percent': '2.9',
      'fee.STRIPE_PAYMENT.base': '0.30',
      'provider.STRIPE_PAYMENT.active': 'false',
    };
    expect(paymentProviderFromVariables('STRIPE_PAYMENT', (k) => variables[k])).toEqual({
      method: 'STRIPE_PAYMENT',
      active: false,
      feeBp: 290,
      baseFeeCents: 30,
    });
  });
  it('keeps the default for a missing or unreadable value', () => {
    const variables: Record<string, string> = { 'fee.STRIPE_PAYMENT.percent': 'abc', 'fee.STRIPE_PAYMENT.base': '-1' };
    expect(paymentProviderFromVariables('STRIPE_PAYMENT', (k) => variables[k])).toEqual(card);
    expect(paymentProviderFromVariables('TRANS_PAYMENT', () => undefined)).toEqual(transfer);
  });
});

describe('adminOnUserFee', () => {
  it("replaces the provider's fee by the admin-on-user fee, 0 when unset or unreadable; a fee-free method stays free", () => {
    const vars = (value: string | undefined) => (key: string) => (key === 'adminOnUserFee' ? value : undefined);
    expect(adminOnUserFee(card, vars(undefined))).toEqual({ ...card, feeBp: 0, baseFeeCents: 0 });
    expect(adminOnUserFee(card, vars('0.00'))).toMatchObject({ feeBp: 0, baseFeeCents: 0 });
    expect(adminOnUserFee(paypal, vars('1.50'))).toMatchObject({ method: 'PAYPAL_PAYMENT', feeBp: 0, baseFeeCents: 150 });
    expect(adminOnUserFee(card, vars('-3'))).toMatchObject({ feeBp: 0, baseFeeCents: 0 });
    expect(adminOnUserFee(NO_FEE, vars('1.50'))).toBe(NO_FEE);
    expect(providerFee(5_000, adminOnUserFee(card, vars('0.00')))).toBe(0);
  });
});

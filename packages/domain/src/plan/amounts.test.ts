import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentProvider, type FeeSchedule } from '../fees';
import { taxOf } from '../taxes';
import { AmountRuleError } from './amount-rule-error';
import { annualRenewal, chargeBreakdown, planTotal, registrationAmount, upgradeAmount } from './amounts';

const card = paymentProvider('STRIPE_PAYMENT'); // 170 bp + 25
const transfer = paymentProvider('TRANS_PAYMENT'); // 0 + 0
const paypal = paymentProvider('PAYPAL_PAYMENT'); // 600 bp + 35
const rate = 7;

describe('planTotal (hand-computed, 7 % VAT, fee on base + VAT, half up)', () => {
  it.each([
    // level, monthAmount, provider, base, tax, fee, total
    // start 20 €: VAT 2000 × 7 % = 140; fee 2140 × 170 / 10000 = 36.38 → 36, + 25 = 61; 2000 + 140 + 61 = 2201
    ['start by card', 2000, card, 2000, 140, 61, 2201],
    // start 20 € by transfer: no fee; 2000 + 140 = 2140
    ['start by transfer', 2000, transfer, 2000, 140, 0, 2140],
    // client 15 €: VAT 105; fee 1605 × 170 / 10000 = 27.285 → 27, + 25 = 52; 1500 + 105 + 52 = 1657
    ['client by card', 1500, card, 1500, 105, 52, 1657],
    // partner 30 €: VAT 210; fee 3210 × 170 / 10000 = 54.57 → 55, + 25 = 80; 3000 + 210 + 80 = 3290
    ['partner by card', 3000, card, 3000, 210, 80, 3290],
    // travel vip 40 €: VAT 280; fee 4280 × 170 / 10000 = 72.76 → 73, + 25 = 98; 4000 + 280 + 98 = 4378
    ['travel vip by card', 4000, card, 4000, 280, 98, 4378],
    // vip 75 € by PayPal: VAT 525; fee 8025 × 600 / 10000 = 481.5 → 482 (half up), + 35 = 517; 7500 + 525 + 517 = 8542
    ['vip by PayPal', 7500, paypal, 7500, 525, 517, 8542],
    // master 100 €: VAT 700; fee 10700 × 170 / 10000 = 181.9 → 182, + 25 = 207; 10000 + 700 + 207 = 10907
    ['master by card', 10_000, card, 10_000, 700, 207, 10_907],
    // pre 0 €: nothing to charge, so no base fee either
    ['pre by card', 0, card, 0, 0, 0, 0],
  ] as const)('%s', (_level, monthAmount, provider, base, tax, fee, total) => {
    expect(planTotal({ monthAmount, monthlyPayment: 0, taxRatePercent: rate, provider })).toEqual({ base, tax, fee, total });
  });

  it('uses monthlyPayment when monthAmount is 0', () => {
    expect(planTotal({ monthAmount: 0, monthlyPayment: 2000, taxRatePercent: rate, provider: card })).toEqual({ base: 2000, tax: 140, fee: 61, total: 2201 });
    // monthAmount wins when set: 3000 + 210 + 80 (see partner above)
    expect(planTotal({ monthAmount: 3000, monthlyPayment: 2000, taxRatePercent: rate, provider: card }).total).toBe(3290);
  });

  it('follows applyFee and the product flag matching the base', () => {
    const flags = { isApplyFeeMonthAmount: true, isApplyFeeMonthly: false };
    expect(planTotal({ monthAmount: 2000, monthlyPayment: 0, taxRatePercent: rate, provider: card, applyFee: false })).toEqual({ base: 2000, tax: 140, fee: 0, total: 2140 });
    expect(planTotal({ monthAmount: 2000, monthlyPayment: 0, taxRatePercent: rate, provider: card, applyFee: flags }).fee).toBe(61);
    expect(planTotal({ monthAmount: 0, monthlyPayment: 2000, taxRatePercent: rate, provider: card, applyFee: flags }).fee).toBe(0);
    expect(planTotal({ monthAmount: 0, monthlyPayment: 2000, taxRatePercent: rate, provider: card, applyFee: { isApplyFeeMonthAmount: false, isApplyFeeMonthly: true } }).fee).toBe(61);
  });

  it('prices the member\'s first monthly payments from monthlyPayments, then from the usual fee', () => {
    // [0, 1990]: first month free (no fee on a zero charge), second 19,90 € + 7 % = 2129.3 → 2129, then monthAmount 20 €.
    const plan = { monthAmount: 2000, monthlyPayment: 0, monthlyPayments: [0, 1990], taxRatePercent: rate };
    expect(planTotal({ ...plan, paidMonthlyPayments: 0, provider: card })).toEqual({ base: 0, tax: 0, fee: 0, total: 0 });
    expect(planTotal({ ...plan, paidMonthlyPayments: 1 })).toEqual({ base: 1990, tax: 139, fee: 0, total: 2129 });
    expect(planTotal({ ...plan, paidMonthlyPayments: 2 })).toEqual({ base: 2000, tax: 140, fee: 0, total: 2140 });
    expect(planTotal({ ...plan, paidMonthlyPayments: 9 }).base).toBe(2000);
    // A listed amount is a monthly payment: isApplyFeeMonthly decides its fee, even on a plan based on monthAmount.
    const flags = { isApplyFeeMonthAmount: true, isApplyFeeMonthly: false };
    expect(planTotal({ ...plan, paidMonthlyPayments: 1, provider: card, applyFee: flags }).fee).toBe(0);
    expect(planTotal({ ...plan, paidMonthlyPayments: 2, provider: card, applyFee: flags }).fee).toBe(61);
    expect(() => planTotal({ ...plan, monthlyPayments: [-1] })).toThrow(RangeError);
    expect(() => planTotal({ ...plan, paidMonthlyPayments: -1 })).toThrow(RangeError);
  });

  it('has no fee without a provider (wallet payment)', () => {
    expect(planTotal({ monthAmount: 2000, monthlyPayment: 0, taxRatePercent: rate })).toEqual({ base: 2000, tax: 140, fee: 0, total: 2140 });
  });

  it('refuses negative and fractional amounts', () => {
    expect(() => planTotal({ monthAmount: -1, monthlyPayment: 0, taxRatePercent: rate })).toThrow(RangeError);
    expect(() => planTotal({ monthAmount: 20.5, monthlyPayment: 0, taxRatePercent: rate })).toThrow(RangeError);
  });
});

describe('registration and upgrade', () => {
  it.each([
    // start 50 €: VAT 350; fee 5350 × 170 / 10000 = 90.95 → 91, + 25 = 116; total 5466; points 5000 (50 points)
    ['start by card', 5000, card, { base: 5000, tax: 350, fee: 116, total: 5466, points: 5000 }],
    ['start by transfer', 5000, transfer, { base: 5000, tax: 350, fee: 0, total: 5350, points: 5000 }],
    // master 3000 €: VAT 21000; fee 321000 × 170 / 10000 = 5457 exactly, + 25 = 5482; total 326482
    ['master by card', 300_000, card, { base: 300_000, tax: 21_000, fee: 5482, total: 326_482, points: 300_000 }],
    ['pre', 0, card, { base: 0, tax: 0, fee: 0, total: 0, points: 0 }],
  ] as const)('registration %s', (_name, positionAmount, provider, expected) => {
    expect(registrationAmount({ positionAmount, taxRatePercent: rate, provider })).toEqual(expected);
  });

  it('an upgrade pays the difference of positionAmount and generates points on it', () => {
    // start (50 €) → partner (150 €): 10000 net; VAT 700; fee 10700 × 170 / 10000 = 181.9 → 182, + 25 = 207; total 10907
    expect(upgradeAmount({ currentPositionAmount: 5000, newPositionAmount: 15_000, taxRatePercent: rate, provider: card })).toEqual({
      base: 10_000, tax: 700, fee: 207, total: 10_907, points: 10_000,
    });
    expect(upgradeAmount({ currentPositionAmount: 5000, newPositionAmount: 15_000, taxRatePercent: rate, provider: transfer })).toEqual({
      base: 10_000, tax: 700, fee: 0, total: 10_700, points: 10_000,
    });
    // Same amount: nothing to charge.
    expect(upgradeAmount({ currentPositionAmount: 5000, newPositionAmount: 5000, taxRatePercent: rate, provider: card }).total).toBe(0);
  });

  it('refuses an upgrade to a cheaper level with a violation', () => {
    // partner (150 €) → start (50 €); also start (50 €) → client (25 €), a higher level number but a lower amount
    for (const [current, next] of [[15_000, 5000], [5000, 2500]] as const) {
      const attempt = () => upgradeAmount({ currentPositionAmount: current, newPositionAmount: next, taxRatePercent: rate, provider: card });
      expect(attempt).toThrow(AmountRuleError);
      expect(attempt).toThrow(RangeError);
      try {
        attempt();
      } catch (error) {
        expect((error as AmountRuleError).violation).toEqual({ propertyPath: 'newMember', code: 'validation.upgradeToLowerLevel', params: {} });
      }
    }
  });
});

describe('annualRenewal', () => {
  it('splits 75 € VAT included exactly', () => {
    // 7500 × 100 / 107 = 7009.35 → 7009; tax 7500 − 7009 = 491
    expect(annualRenewal()).toEqual({ base: 7009, net: 7009, tax: 491, gross: 7500, fee: 0, total: 7500 });
    expect(annualRenewal({ grossCents: 7500, taxRatePercent: 7, provider: transfer })).toEqual({ base: 7009, net: 7009, tax: 491, gross: 7500, fee: 0, total: 7500 });
    // by card the fee comes on top of the gross: 7500 × 170 / 10000 = 127.5 → 128 (half up), + 25 = 153; total 7653
    expect(annualRenewal({ provider: card })).toEqual({ base: 7009, net: 7009, tax: 491, gross: 7500, fee: 153, total: 7653 });
    // at 21 %: 7500 × 100 / 121 = 6198.35 → 6198; tax 1302
    expect(annualRenewal({ taxRatePercent: 21 })).toMatchObject({ net: 6198, tax: 1302, gross: 7500 });
  });
});

const cents = fc.integer({ min: 0, max: 100_000_000 }); // up to 1 million euros
const taxRate = fc.integer({ min: 0, max: 2500 }).map((bp) => bp / 100); // 0 % to 25 %, two decimals
const provider: fc.Arbitrary<FeeSchedule> = fc.record({ feeBp: fc.integer({ min: 0, max: 1000 }), baseFeeCents: fc.integer({ min: 0, max: 100 }) });
const isCents = (v: number) => Number.isSafeInteger(v) && v >= 0;

describe('properties', () => {
  it('plan totals: integer cents, never negative, parts add up', () => {
    fc.assert(fc.property(cents, cents, taxRate, provider, fc.boolean(), (monthAmount, monthlyPayment, taxRatePercent, p, applyFee) => {
      const t = planTotal({ monthAmount, monthlyPayment, taxRatePercent, provider: p, applyFee });
      expect([t.base, t.tax, t.fee, t.total].every(isCents)).toBe(true);
      expect(t.base + t.tax + t.fee).toBe(t.total);
      expect(t.base).toBe(monthAmount > 0 ? monthAmount : monthlyPayment);
      expect(t.tax).toBe(taxOf(t.base, taxRatePercent));
      if (!applyFee) expect(t.fee).toBe(0);
    }));
  });

  it('monthly schedule: the listed amount while the list lasts, then the usual fee; an empty list changes nothing', () => {
    const schedule = fc.array(cents, { maxLength: 24 });
    fc.assert(fc.property(cents, cents, schedule, fc.nat(30), taxRate, provider, (monthAmount, monthlyPayment, monthlyPayments, paid, taxRatePercent, p) => {
      const t = planTotal({ monthAmount, monthlyPayment, monthlyPayments, paidMonthlyPayments: paid, taxRatePercent, provider: p });
      const usual = planTotal({ monthAmount, monthlyPayment, taxRatePercent, provider: p });
      if (paid < monthlyPayments.length) expect(t).toEqual(chargeBreakdown({ net: monthlyPayments[paid]!, taxRatePercent, provider: p }));
      else expect(t).toEqual(usual);
      expect(planTotal({ monthAmount, monthlyPayment, monthlyPayments: [], paidMonthlyPayments: paid, taxRatePercent, provider: p })).toEqual(usual);
    }));
  });

  it('the total never decreases when the amount grows', () => {
    fc.assert(fc.property(cents, cents, taxRate, provider, (a, b, taxRatePercent, p) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      expect(chargeBreakdown({ net: low, taxRatePercent, provider: p }).total).toBeLessThanOrEqual(chargeBreakdown({ net: high, taxRatePercent, provider: p }).total);
    }));
  });

  it('upgrade amount + old level = new level; points = net; a cheaper level is refused', () => {
    fc.assert(fc.property(cents, cents, taxRate, provider, (a, b, taxRatePercent, p) => {
      const [current, next] = a <= b ? [a, b] : [b, a];
      const u = upgradeAmount({ currentPositionAmount: current, newPositionAmount: next, taxRatePercent, provider: p });
      expect(u.base + current).toBe(next);
      expect(u.points).toBe(u.base);
      expect(u.base + u.tax + u.fee).toBe(u.total);
      if (current < next) expect(() => upgradeAmount({ currentPositionAmount: next, newPositionAmount: current, taxRatePercent })).toThrow(AmountRuleError);
    }));
  });

  it('annual renewal: net + tax = gross exactly, the tax within a cent of the tax of the net', () => {
    fc.assert(fc.property(cents, taxRate, provider, (grossCents, taxRatePercent, p) => {
      const r = annualRenewal({ grossCents, taxRatePercent, provider: p });
      expect([r.net, r.tax, r.fee, r.total].every(isCents)).toBe(true);
      expect(r.net + r.tax).toBe(grossCents);
      expect(r.gross + r.fee).toBe(r.total);
      expect(Math.abs(taxOf(r.net, taxRatePercent) - r.tax)).toBeLessThanOrEqual(1);
    }));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentProvider, type FeeSchedule } from '../fees';
import { translate } from '../i18n';
import { AmountRuleError } from './amount-rule-error';
import { enjoyPassCost, enjoyPointsTotal } from './enjoy';
import { PLAN_DEFAULTS } from './plan-defaults';

const card = paymentProvider('STRIPE_PAYMENT'); // 170 bp + 25
const transfer = paymentProvider('TRANS_PAYMENT');

const violationOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AmountRuleError) return error.violation;
    throw error;
  }
  throw new Error('no violation');
};

describe('enjoyPointsTotal (hand-computed, no VAT)', () => {
  it.each([
    // points, provider, amount, fee, total
    // 25 by card: 2500; fee 2500 × 170 / 10000 = 42.5 → 43 (half up), + 25 = 68; total 2568
    [25, card, 2500, 68, 2568],
    [25, transfer, 2500, 0, 2500],
    // 100 by card: 10000; fee 170 exactly, + 25 = 195; total 10195
    [100, card, 10_000, 195, 10_195],
    [100, transfer, 10_000, 0, 10_000],
    // 37 by card: 3700; fee 3700 × 170 / 10000 = 62.9 → 63, + 25 = 88; total 3788
    [37, card, 3700, 88, 3788],
  ] as const)('%i points', (points, provider, amount, fee, total) => {
    expect(enjoyPointsTotal({ points, provider })).toEqual({ points, pointsCents: points * 100, amount, fee, total });
  });

  it('uses the euro value of a point and has no fee from the wallet', () => {
    // 25 points at 1.50 €: 3750; fee 3750 × 170 / 10000 = 63.75 → 64, + 25 = 89; total 3839; still 25 points credited
    expect(enjoyPointsTotal({ points: 25, euroPerPoint: 1.5, provider: card })).toEqual({ points: 25, pointsCents: 2500, amount: 3750, fee: 89, total: 3839 });
    expect(enjoyPointsTotal({ points: 25 })).toEqual({ points: 25, pointsCents: 2500, amount: 2500, fee: 0, total: 2500 });
  });

  it('refuses fewer than the minimum with a translated violation', () => {
    const violation = violationOf(() => enjoyPointsTotal({ points: 24, provider: card }));
    expect(violation).toEqual({ propertyPath: 'points', code: 'validation.enjoyPointsMinimum', params: { value: 25 } });
    expect(translate('es', violation.code, violation.params)).toBe('La compra mínima es de 25 Enjoy Points');
    expect(translate('en', violation.code, violation.params)).toBe('The minimum purchase is 25 Enjoy Points');
    expect(translate('pt', violation.code, violation.params)).toBe('A compra mínima é de 25 Enjoy Points');
    expect(violationOf(() => enjoyPointsTotal({ points: 0 })).code).toBe('validation.enjoyPointsMinimum');
    expect(violationOf(() => enjoyPointsTotal({ points: 40, minimumPoints: 50 })).params).toEqual({ value: 50 });
  });

  it('refuses fractional or negative points as programming errors', () => {
    expect(() => enjoyPointsTotal({ points: 25.5 })).toThrow(RangeError);
    expect(() => enjoyPointsTotal({ points: -25 })).toThrow(RangeError);
    expect(() => enjoyPointsTotal({ points: 25, euroPerPoint: 0 })).toThrow(RangeError);
  });

  const schedule: fc.Arbitrary<FeeSchedule> = fc.record({ feeBp: fc.integer({ min: 0, max: 1000 }), baseFeeCents: fc.integer({ min: 0, max: 100 }) });
  it('totals: integer cents, never negative, parts add up, monotonic', () => {
    fc.assert(fc.property(fc.integer({ min: 25, max: 1_000_000 }), fc.integer({ min: 25, max: 1_000_000 }), schedule, (a, b, provider) => {
      const t = enjoyPointsTotal({ points: a, provider });
      expect([t.amount, t.fee, t.total, t.pointsCents].every((v) => Number.isSafeInteger(v) && v >= 0)).toBe(true);
      expect(t.amount + t.fee).toBe(t.total);
      expect(t.pointsCents).toBe(a * 100);
      const [low, high] = a <= b ? [a, b] : [b, a];
      expect(enjoyPointsTotal({ points: low, provider }).total).toBeLessThanOrEqual(enjoyPointsTotal({ points: high, provider }).total);
    }));
  });
});

describe('enjoyPassCost', () => {
  it('costs one point per pass for 50, 100 or 200', () => {
    expect(PLAN_DEFAULTS.enjoyPassOptions).toEqual([50, 100, 200]);
    expect(enjoyPassCost(50)).toBe(5000);
    expect(enjoyPassCost(100)).toBe(10_000);
    expect(enjoyPassCost(200)).toBe(20_000);
  });
  it('refuses other counts', () => {
    for (const passes of [0, 1, 49, 75, 150, 201, 50.5, -50]) {
      expect(violationOf(() => enjoyPassCost(passes))).toEqual({ propertyPath: 'passes', code: 'validation.enjoyPassOptions', params: { value: '50, 100, 200' } });
    }
    expect(translate('en', 'validation.enjoyPassOptions', { value: '50, 100, 200' })).toBe('Choose one of the options: 50, 100, 200 passes');
  });
  it('follows options from the variables', () => {
    expect(enjoyPassCost(300, [100, 300])).toBe(30_000);
    expect(() => enjoyPassCost(50, [100, 300])).toThrow(AmountRuleError);
  });
});

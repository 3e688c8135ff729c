import { describe, expect, it } from 'vitest';
import { membershipRatesSchema, type MembershipRatesInput } from './membership-rates';
import { toViolations } from './violations';

const PARTNER: MembershipRatesInput = {
  positionAmount: 150, monthAmount: 30, monthlyPayment: 0, monthlyPayments: [], isApplyFeeMonthAmount: true, isApplyFeeMonthly: true, annualAmount: 75, directBonusPercent: 15, binaryPercent: 8, weeklyBinaryCap: 500,
  unilevelDepth: 2, earnsCommissions: true, travelFeatures: false,
};
const violations = (patch: Record<string, unknown>) => {
  const result = membershipRatesSchema.safeParse({ ...PARTNER, ...patch });
  return result.success ? [] : toViolations(result.error.issues).map((v) => [v.propertyPath, v.code, v.params?.value]);
};

describe('membershipRatesSchema', () => {
  it('accepts euros and percents with two decimals', () => {
    expect(membershipRatesSchema.parse({ ...PARTNER, binaryPercent: 8.25, monthAmount: 29.99 })).toMatchObject({ binaryPercent: 8.25, monthAmount: 29.99 });
  });

  it('refuses negative, excessive or over-precise figures, a depth beyond the plan, and missing fields', () => {
    expect(violations({ positionAmount: -1 })).toEqual([['positionAmount', 'validation.min', 0]]);
    expect(violations({ binaryPercent: 100.5 })).toEqual([['binaryPercent', 'validation.max', 100]]);
    expect(violations({ directBonusPercent: 12.345 })).toEqual([['directBonusPercent', 'validation.twoDecimals', undefined]]);
    expect(violations({ weeklyBinaryCap: 1_000_000.01 })).toEqual([['weeklyBinaryCap', 'validation.max', 1_000_000]]);
    expect(violations({ unilevelDepth: 6 })).toEqual([['unilevelDepth', 'validation.max', 5]]);
    expect(violations({ unilevelDepth: 1.5 })).toEqual([['unilevelDepth', 'validation.integer', undefined]]);
    expect(violations({ monthAmount: '30' })).toEqual([['monthAmount', 'validation.invalid', undefined]]);
    expect(violations({ earnsCommissions: undefined })).toEqual([['earnsCommissions', 'validation.required', undefined]]);
  });

  it('takes a monthly schedule of up to 24 amounts, only on a level with a monthly fee', () => {
    expect(membershipRatesSchema.parse({ ...PARTNER, monthlyPayments: [0, 19.9] }).monthlyPayments).toEqual([0, 19.9]);
    expect(violations({ monthlyPayments: Array(25).fill(10) })).toEqual([['monthlyPayments', 'validation.maxItems', 24]]);
    expect(violations({ monthlyPayments: [10, -1] })).toEqual([['monthlyPayments.1', 'validation.min', 0]]);
    expect(violations({ monthlyPayments: [10.001] })).toEqual([['monthlyPayments.0', 'validation.twoDecimals', undefined]]);
    expect(violations({ monthlyPayments: [10], monthAmount: 0 })).toEqual([['monthlyPayments', 'validation.monthlyPaymentsWithoutFee', undefined]]);
    expect(violations({ monthlyPayments: [10], monthAmount: 0, monthlyPayment: 25 })).toEqual([]);
    expect(violations({ monthlyPayments: undefined })).toEqual([['monthlyPayments', 'validation.required', undefined]]);
  });
});

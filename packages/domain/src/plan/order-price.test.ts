import { describe, expect, it } from 'vitest';
import { paymentProvider } from '../fees';
import { AmountRuleError } from './amount-rule-error';
import { hasMonthlyFee, orderPrice, parseEnjoyPassOptions, pricingTermsFromVariables } from './order-price';

const terms = pricingTermsFromVariables(() => undefined);
const FEE_ON_BOTH = { monthlyPayment: 0, monthlyPayments: [], isApplyFeeMonthAmount: true, isApplyFeeMonthly: true };
const start = { positionAmount: 5000, monthAmount: 2000, annualAmount: 7500, ...FEE_ON_BOTH };
const pro = { positionAmount: 50_000, monthAmount: 5000, annualAmount: 7500, ...FEE_ON_BOTH };
const card = paymentProvider('STRIPE_PAYMENT');
const transfer = paymentProvider('TRANS_PAYMENT');

describe('orderPrice (the pricing the server charges and the browser shows)', () => {
  it('prices a registration: 50 € + 7 % by transfer is 53,50 €; by card 1.7 % of 53,50 € (0,91) + 0,25 € more', () => {
    expect(orderPrice({ type: 'register', target: start, terms, provider: transfer })).toMatchObject({ base: 5000, tax: 350, fee: 0, total: 5350, points: 5000, taxed: true });
    expect(orderPrice({ type: 'register', target: start, terms, provider: card })).toMatchObject({ fee: 116, total: 5466 });
  });

  it('prices an upgrade on the difference, a monthly fee with its volume, and the renewal tax included without volume', () => {
    expect(orderPrice({ type: 'upgrade', current: start, target: pro, terms })).toMatchObject({ base: 45_000, tax: 3150, total: 48_150, points: 45_000 });
    expect(orderPrice({ type: 'monthly', target: start, terms, provider: card })).toMatchObject({ base: 2000, tax: 140, fee: 61, total: 2201, points: 2000 });
    expect(orderPrice({ type: 'annual', target: start, terms })).toMatchObject({ base: 7009, tax: 491, total: 7500, points: 0 });
    expect(() => orderPrice({ type: 'upgrade', current: pro, target: start, terms })).toThrow(AmountRuleError);
  });

  it('prices a monthly fee on monthlyPayment when monthAmount is 0, with the fee flag of the base it used (spec section 3)', () => {
    const byMonthlyPayment = { ...start, monthAmount: 0, monthlyPayment: 3000 };
    expect(hasMonthlyFee(byMonthlyPayment)).toBe(true);
    expect(hasMonthlyFee({ monthAmount: 0, monthlyPayment: 0 })).toBe(false);
    expect(orderPrice({ type: 'monthly', target: byMonthlyPayment, terms, provider: card })).toMatchObject({ base: 3000, tax: 210, fee: 80, total: 3290, points: 3000 });
    expect(orderPrice({ type: 'monthly', target: { ...byMonthlyPayment, isApplyFeeMonthly: false }, terms, provider: card })).toMatchObject({ fee: 0, total: 3210 });
    // The monthAmount's flag does not touch a fee based on monthlyPayment, and the other way round.
    expect(orderPrice({ type: 'monthly', target: { ...byMonthlyPayment, isApplyFeeMonthAmount: false }, terms, provider: card }).fee).toBe(80);
    expect(orderPrice({ type: 'monthly', target: { ...start, isApplyFeeMonthAmount: false }, terms, provider: card })).toMatchObject({ base: 2000, fee: 0, total: 2140 });
  });

  it('prices the member\'s 1st and 2nd monthly payment from monthlyPayments and the 3rd from monthlyPayment', () => {
    const firstFree = { ...start, monthAmount: 0, monthlyPayment: 3000, monthlyPayments: [0, 1990] };
    const monthly = (paidMonthlyPayments: number) => orderPrice({ type: 'monthly', target: firstFree, terms, provider: transfer, paidMonthlyPayments });
    expect(monthly(0)).toMatchObject({ base: 0, tax: 0, total: 0, points: 0 });
    expect(monthly(1)).toMatchObject({ base: 1990, tax: 139, total: 2129, points: 1990 });
    expect(monthly(2)).toMatchObject({ base: 3000, tax: 210, total: 3210, points: 3000 });
    // Without a count the order is the first monthly payment.
    expect(orderPrice({ type: 'monthly', target: firstFree, terms }).total).toBe(0);
  });

  it('sells Enjoy Points without tax and the Enjoy Pass in points', () => {
    expect(orderPrice({ type: 'enjoy_points', target: start, terms, enjoyPoints: 30, provider: card })).toMatchObject({
      base: 3000, tax: 0, fee: 76, total: 3076, enjoyPoints: 3000, taxed: false, inPoints: false,
    });
    expect(orderPrice({ type: 'enjoy_pass', target: start, terms, enjoyPass: 100 })).toMatchObject({ total: 10_000, enjoyPass: 100, inPoints: true });
    expect(() => orderPrice({ type: 'enjoy_points', target: start, terms, enjoyPoints: 10 })).toThrow(/enjoyPointsMinimum/);
    expect(() => orderPrice({ type: 'enjoy_pass', target: start, terms, enjoyPass: 70 })).toThrow(/enjoyPassOptions/);
  });
});

describe('pricingTermsFromVariables', () => {
  it('reads the variables and keeps the plan default for a missing or unreadable one', () => {
    const values: Record<string, string> = { taxRate: '21', enjoyPointsMinimum: 'many', enjoyPointEuroValue: '1.5', enjoyPassOptions: '10, 20' };
    expect(pricingTermsFromVariables((key) => values[key])).toEqual({ taxRatePercent: 21, enjoyPointsMinimum: 25, enjoyPointEuroValue: 1.5, enjoyPassOptions: [10, 20] });
    expect(parseEnjoyPassOptions(' 10 , 20 ')).toEqual([10, 20]);
    expect(parseEnjoyPassOptions(undefined)).toEqual([50, 100, 200]);
    expect(parseEnjoyPassOptions('x,-5,2.5')).toEqual([50, 100, 200]);
  });
});

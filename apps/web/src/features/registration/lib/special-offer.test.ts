import type { MemberShip } from '@vo/domain';
import { describe, expect, it } from 'vitest';
import { priceOrder } from '@/lib/order-price';
import { signUpLevel, takesOffer } from './special-offer';

const VARIABLES: Record<string, string> = { taxRate: '7', 'fee.TRANS_PAYMENT.percent': '0', 'fee.TRANS_PAYMENT.base': '0', 'provider.TRANS_PAYMENT.active': 'true' };

const start: MemberShip = {
  '@id': '/api/member_ships/2', '@type': 'MemberShip', id: 2, level: 2, name: 'start', type: 'product', isDefault: false, active: true,
  positionAmount: 50, monthAmount: 20, monthlyPayment: 0, monthlyPayments: [], isApplyFeeMonthAmount: true, isApplyFeeMonthly: true, annualAmount: 0,
  earnsCommissions: false, travelFeatures: false, specialOffer: { id: 7, registrationPrice: 40, validTo: '2026-11-30' },
};
const total = (level: MemberShip) => priceOrder({ type: 'register', target: level }, 'TRANS_PAYMENT', (key) => VARIABLES[key]).price?.total;

describe('the sign-up at a special offer (decision 117)', () => {
  it('prices the offer\'s registration price through the same orderPrice, as the server charges it', () => {
    // 40 € + 7 % = 42.80 € (the server test special-offers.test.ts expects the same); the level's own 50 € + 7 % = 53.50 €.
    expect(total(signUpLevel(start, 7))).toBe(4280);
    expect(total(signUpLevel(start, undefined))).toBe(5350);
  });

  it('takes only the chosen level\'s own offer', () => {
    expect(takesOffer(start, 7)).toBe(true);
    expect(takesOffer(start, 8)).toBe(false);
    expect(takesOffer({ ...start, specialOffer: null }, 7)).toBe(false);
    expect(signUpLevel({ ...start, specialOffer: null }, 7).positionAmount).toBe(50);
  });
});

import { describe, expect, it } from 'vitest';
import { payAmountsViolations } from './pay-amounts';

describe('chosen amounts of a payment', () => {
  it('must add up to what is due, to the cent', () => {
    expect(payAmountsViolations({ enjoyPoints: 100.1, travelPoints: 0.2, wallet: 0 }, 100.3, 10)).toEqual([]);
    expect(payAmountsViolations({ enjoyPoints: 100 }, 100.3, 10)).toEqual([{ propertyPath: 'amountDue', code: 'validation.reservationAmounts', params: { value: 100.3 } }]);
  });

  it('keeps Travel Points within their share', () => {
    expect(payAmountsViolations({ travelPoints: 11, wallet: 89 }, 100, 10).map((v) => v.propertyPath)).toEqual(['travelPoints']);
  });
});

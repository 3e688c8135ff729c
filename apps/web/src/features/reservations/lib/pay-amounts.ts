import { eurosToCents, type Violation } from '@vo/domain';

export interface PayAmounts {
  enjoyPoints?: number;
  travelPoints?: number;
  wallet?: number;
}

/** DESIGN.md section 7b: chosen amounts add up to what is due and keep Travel Points within their share (the server checks it too). */
export function payAmountsViolations(amounts: PayAmounts, due: number, travelPointsMax: number): Violation[] {
  const cents = (value: number | undefined) => (typeof value === 'number' && Number.isFinite(value) ? eurosToCents(value) : 0);
  const violations: Violation[] = [];
  if (cents(amounts.travelPoints) > eurosToCents(travelPointsMax)) {
    violations.push({ propertyPath: 'travelPoints', code: 'validation.travelPointsCap', params: { value: travelPointsMax } });
  }
  if (cents(amounts.enjoyPoints) + cents(amounts.travelPoints) + cents(amounts.wallet) !== eurosToCents(due)) {
    violations.push({ propertyPath: 'amountDue', code: 'validation.reservationAmounts', params: { value: due } });
  }
  return violations;
}

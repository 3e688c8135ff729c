/** Money is integer cents everywhere; euros exist only at the API and screen boundary (DESIGN.md section 3). */
export type Cents = number;

/** Euros (JSON number, at most two decimals) to integer cents, rounding half away from zero. */
export function eurosToCents(euros: number): Cents {
  if (!Number.isFinite(euros)) throw new RangeError('amount must be a finite number');
  return Math.sign(euros) * Math.round(Math.abs(euros) * 100 + Number.EPSILON * 100);
}

/** Integer cents to euros for presentation. */
export function centsToEuros(cents: Cents): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError('cents must be a safe integer');
  return cents / 100;
}

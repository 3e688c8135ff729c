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

/** Throws unless `value` is a safe integer that is not negative (an amount in cents, a count, a rate in basis points). */
export function assertNonNegativeInteger(value: number, what = 'amount'): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative safe integer, got ${value}`);
}

/**
 * `numerator / denominator` rounded to an integer, halves away from zero (so half up for the
 * non-negative amounts of this package), computed in integers: no floating-point error at the half.
 */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator)) throw new RangeError(`numerator must be a safe integer, got ${numerator}`);
  if (!Number.isSafeInteger(denominator) || denominator <= 0) throw new RangeError('denominator must be a positive safe integer');
  const magnitude = Math.abs(numerator);
  const quotient = Math.floor(magnitude / denominator);
  const rest = magnitude - quotient * denominator;
  const rounded = 2 * rest >= denominator ? quotient + 1 : quotient;
  return numerator < 0 ? 0 - rounded : rounded; // 0 - 0 is +0, never -0
}

/** Basis points in one whole (100 % = 10000 bp). */
export const BASIS_POINTS = 10_000;

/**
 * An exact percent (a number such as 7 or 1.7, or the string of a `variables` row such as '1.7')
 * to integer basis points (1.7 % = 170). Refuses negative rates and more than two decimals.
 */
export function percentToBasisPoints(percent: number | string): number {
  const text = typeof percent === 'string' ? percent.trim() : undefined;
  if (text !== undefined && !/^\d+(\.\d+)?$/.test(text)) throw new RangeError(`not a percentage: "${percent}"`);
  const value = text !== undefined ? Number(text) : percent;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new RangeError(`not a percentage: ${String(percent)}`);
  const bp = Math.round(value * 100);
  if (Math.abs(value * 100 - bp) > 1e-6 || !Number.isSafeInteger(bp)) {
    throw new RangeError(`a percentage has at most two decimals: ${String(percent)}`);
  }
  return bp;
}

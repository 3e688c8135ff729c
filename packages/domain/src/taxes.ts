import type { Cents } from './money';

/** Spec section 9: VAT/IGIC 7 % (a default; the live rate is the `taxRate` variable). */
export const DEFAULT_TAX_RATE_PERCENT = 7;

/** The tax on a net amount in cents at a percentage rate, rounded half up to the cent. */
export function taxOf(netCents: Cents, ratePercent: number): Cents {
  if (!Number.isSafeInteger(netCents)) throw new RangeError('cents must be a safe integer');
  return Math.round((netCents * ratePercent) / 100);
}

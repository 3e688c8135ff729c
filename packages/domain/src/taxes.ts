import { BASIS_POINTS, divideRounded, percentToBasisPoints, type Cents } from './money';

/**
 * The tax on a net amount in cents at a percentage rate (at most two decimals), rounded half up to the
 * cent (half away from zero for a negative net, so a refund mirrors its payment). Integer arithmetic.
 */
export function taxOf(netCents: Cents, ratePercent: number): Cents {
  if (!Number.isSafeInteger(netCents)) throw new RangeError('cents must be a safe integer');
  return divideRounded(netCents * percentToBasisPoints(ratePercent), BASIS_POINTS);
}

/**
 * Splits a price that includes tax into net and tax so that net + tax = gross exactly:
 * net = round(gross × 100 / (100 + rate)) half up, tax = gross − net.
 */
export function splitGross(grossCents: Cents, ratePercent: number): { net: Cents; tax: Cents } {
  if (!Number.isSafeInteger(grossCents)) throw new RangeError('cents must be a safe integer');
  const rateBp = percentToBasisPoints(ratePercent);
  const net = divideRounded(grossCents * BASIS_POINTS, BASIS_POINTS + rateBp);
  return { net, tax: grossCents - net };
}

/**
 * The taxes' names (issue 18 item 6): data from the variables, the same word in every language (IGIC stays IGIC).
 * `taxName` is the company's tax on what it sells; `transferTaxName` the one a company or freelancer member charges on a payout.
 */
export const TAX_NAMES = { taxName: 'IGIC', transferTaxName: 'IVA' };
export type TaxNames = typeof TAX_NAMES;

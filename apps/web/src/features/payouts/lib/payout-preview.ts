import { AmountRuleError, eurosToCents, payoutBreakdown, type PayoutBreakdown, type Violation } from '@vo/domain';
import type { PayoutTerms } from '@/features/payouts/api/get-payout-terms';

export interface PayoutPreview {
  /** Cents, as the server will compute them; null while the amount is missing or breaks a rule. */
  breakdown: PayoutBreakdown | null;
  /** The rule the amount breaks (minimum, balance, nothing left after the cost), shown on the field. */
  violation: Violation | null;
}

const isCents = (euros: number) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

/**
 * The live breakdown of the request form: the domain's `payoutBreakdown` on the member's terms, the same
 * maths the server applies at request time. A missing or malformed amount is the schema's business.
 */
export function payoutPreview(terms: PayoutTerms, requestAmount: number | undefined): PayoutPreview {
  if (requestAmount === undefined || !Number.isFinite(requestAmount) || requestAmount < 0 || !isCents(requestAmount)) {
    return { breakdown: null, violation: null };
  }
  try {
    const breakdown = payoutBreakdown({
      requestAmount: eurosToCents(requestAmount),
      minimum: eurosToCents(terms.minimum),
      available: eurosToCents(terms.available),
      transferCost: eurosToCents(terms.transferCost),
      irpfRatePercent: terms.irpfRatePercent,
      vatRatePercent: terms.vatRatePercent,
    });
    return { breakdown, violation: null };
  } catch (error) {
    if (error instanceof AmountRuleError) return { breakdown: null, violation: error.violation };
    throw error;
  }
}

/** The smallest and largest amounts the form can accept; null when no payout fits (balance below the minimum). */
export function payoutRange(terms: PayoutTerms): { min: number; max: number } | null {
  return terms.available >= terms.minimum ? { min: terms.minimum, max: terms.available } : null;
}

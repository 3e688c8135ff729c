import { assertNonNegativeInteger, eurosToCents, type Cents } from '../money';
import { AmountRuleError } from '../plan/amount-rule-error';
import { PLAN_DEFAULTS } from '../plan/plan-defaults';
import { taxOf } from '../taxes';

/** Spec section 9 transfer cost by the bank's country (Spain, other European Community, elsewhere), by default. */
const TRANSFER_COSTS = {
  domestic: eurosToCents(PLAN_DEFAULTS['transferCost.spain']),
  europeanCommunity: eurosToCents(PLAN_DEFAULTS['transferCost.eu']),
  other: eurosToCents(PLAN_DEFAULTS['transferCost.other']),
} as const satisfies Record<string, Cents>;

/** The company pays from Spain. */
const COMPANY_BANK_COUNTRY = 'ES';

export type TransferCosts = Record<keyof typeof TRANSFER_COSTS, Cents>;

/** `costs`: the live `transferCost.*` variables; the spec's defaults otherwise. */
export function transferCost(bankCountry: { code: string; isEu: boolean }, costs: TransferCosts = TRANSFER_COSTS): Cents {
  if (bankCountry.code === COMPANY_BANK_COUNTRY) return costs.domestic;
  return bankCountry.isEu ? costs.europeanCommunity : costs.other;
}

export interface PayoutInput {
  /** What the member takes out of the available wallet, in cents. */
  requestAmount: Cents;
  /** At least this many cents (the minimum). */
  minimum: Cents;
  /** The available balance in cents. */
  available: Cents;
  transferCost: Cents;
  /** IRPF withheld, percent (0 when none applies). */
  irpfRatePercent: number;
  /** VAT the member charges on the payout, percent (0 for individuals). */
  vatRatePercent: number;
}

export interface PayoutBreakdown {
  requestAmount: Cents;
  vat: Cents;
  irpf: Cents;
  transferCost: Cents;
  /** requestAmount + VAT: the self-billing invoice total. */
  requestTotal: Cents;
  /** What reaches the member's bank: requestAmount + VAT − IRPF − transfer cost. */
  actualAmount: Cents;
}

/**
 * DESIGN.md section 8: `actualAmount = amount + VAT − IRPF − cost`, each tax rounded half up to the cent
 * on the requested amount. Below the minimum, above the balance, or leaving nothing to send are rule
 * violations on `requestAmount` the form shows next to the field.
 */
export function payoutBreakdown(input: PayoutInput): PayoutBreakdown {
  const { requestAmount, minimum, available, transferCost: cost } = input;
  for (const [name, value] of Object.entries({ requestAmount, minimum, available, cost })) assertNonNegativeInteger(value, name);
  if (requestAmount < minimum) throw new AmountRuleError('requestAmount', 'validation.payoutMinimum', { value: minimum / 100 });
  if (requestAmount > available) throw new AmountRuleError('requestAmount', 'validation.payoutAboveBalance', { value: available / 100 });
  const vat = taxOf(requestAmount, input.vatRatePercent);
  const irpf = taxOf(requestAmount, input.irpfRatePercent);
  const actualAmount = requestAmount + vat - irpf - cost;
  if (actualAmount <= 0) throw new AmountRuleError('requestAmount', 'validation.payoutNothingLeft', { value: cost / 100 });
  return { requestAmount, vat, irpf, transferCost: cost, requestTotal: requestAmount + vat, actualAmount };
}

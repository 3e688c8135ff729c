import { providerFee, type FeeSchedule } from '../fees';
import { assertNonNegativeInteger, eurosToCents, type Cents } from '../money';
import { splitGross, taxOf } from '../taxes';
import { AmountRuleError } from './amount-rule-error';
import { PLAN_DEFAULTS } from './plan-defaults';

/** What a checkout shows and a payment stores, all in integer cents: total = base + tax + fee. */
export interface AmountBreakdown {
  /** The net amount before tax. */
  base: Cents;
  /** VAT/IGIC on the base. */
  tax: Cents;
  /** The payment provider's fee, charged on base + tax. */
  fee: Cents;
  total: Cents;
}

/** The spec's two product flags; the one that matches the amount the plan total is based on decides. */
export interface ApplyFeeFlags {
  isApplyFeeMonthAmount: boolean;
  isApplyFeeMonthly: boolean;
}

export interface ChargeInput {
  /** Net amount in cents (not negative). */
  net: Cents;
  taxRatePercent: number;
  /** The provider's fee schedule; omitted (wallet payment) means no fee. */
  provider?: FeeSchedule;
  /** Whether the provider fee is added at all (default true). */
  applyFee?: boolean;
}

/**
 * Net → net + tax + fee. The tax is `taxOf(net)` (half up to the cent); the fee is charged on what
 * the member is charged, base + tax, because a card processor takes its percentage of the whole
 * charge (`providerFee`, half up to the cent, plus the base fee; no fee on a zero charge).
 */
export function chargeBreakdown({ net, taxRatePercent, provider, applyFee = true }: ChargeInput): AmountBreakdown {
  assertNonNegativeInteger(net, 'net');
  const tax = taxOf(net, taxRatePercent);
  const fee = provider && applyFee ? providerFee(net + tax, provider) : 0;
  return { base: net, tax, fee, total: net + tax + fee };
}

export interface PlanTotalInput {
  /** The product's `monthAmount` in cents; 0 means "use `monthlyPayment`". */
  monthAmount: Cents;
  monthlyPayment: Cents;
  /**
   * The product's `monthlyPayments` (spec section 3, "list indexed by position"): the fee of the member's 1st, 2nd...
   * monthly payment of the membership; past its end the plan's usual fee applies. Empty or absent: the usual fee.
   */
  monthlyPayments?: readonly Cents[];
  /** How many monthly payments of this membership the member has already paid (0 for the first one). */
  paidMonthlyPayments?: number;
  taxRatePercent: number;
  provider?: FeeSchedule;
  /** A boolean, or the product's `isApplyFeeMonthAmount` / `isApplyFeeMonthly` flags (default: fee applies). */
  applyFee?: boolean | ApplyFeeFlags;
}

/**
 * Spec section 9 plan total: base = the `monthlyPayments` entry of the payment's position while the list lasts, then
 * monthAmount, or monthlyPayment when monthAmount is 0; tax = base × rate; fee = provider percent of (base + tax) +
 * base fee, when the fee applies. A listed amount is a monthly payment, so `isApplyFeeMonthly` decides its fee.
 */
export function planTotal({
  monthAmount, monthlyPayment, monthlyPayments = [], paidMonthlyPayments = 0, taxRatePercent, provider, applyFee = true,
}: PlanTotalInput): AmountBreakdown {
  assertNonNegativeInteger(monthAmount, 'monthAmount');
  assertNonNegativeInteger(monthlyPayment, 'monthlyPayment');
  assertNonNegativeInteger(paidMonthlyPayments, 'paidMonthlyPayments');
  monthlyPayments.forEach((amount) => assertNonNegativeInteger(amount, 'monthlyPayments'));
  const listed = monthlyPayments[paidMonthlyPayments];
  const usesMonthAmount = listed === undefined && monthAmount > 0;
  const feeApplies =
    typeof applyFee === 'boolean' ? applyFee : usesMonthAmount ? applyFee.isApplyFeeMonthAmount : applyFee.isApplyFeeMonthly;
  const net = listed ?? (usesMonthAmount ? monthAmount : monthlyPayment);
  return chargeBreakdown({ net, taxRatePercent, provider, applyFee: feeApplies });
}

/** Network volume a payment generates: its net amount in euros, as points (1 point = 1 euro = 100 cents). */
function pointsGenerated(net: Cents): Cents {
  assertNonNegativeInteger(net, 'net');
  return net;
}

/** A registration or upgrade: the charge plus the points (volume) it generates. */
export interface LevelChargeAmount extends AmountBreakdown {
  /** Points in cents, equal to the net amount. */
  points: Cents;
}

export interface RegistrationAmountInput {
  /** The level's registration amount (`positionAmount`, net, cents). */
  positionAmount: Cents;
  taxRatePercent: number;
  provider?: FeeSchedule;
  applyFee?: boolean;
}

/** Registration: the level's positionAmount (net) + VAT + fee; generates points equal to the net. */
export function registrationAmount({ positionAmount, ...charge }: RegistrationAmountInput): LevelChargeAmount {
  const breakdown = chargeBreakdown({ net: positionAmount, ...charge });
  return { ...breakdown, points: pointsGenerated(breakdown.base) };
}

export interface UpgradeAmountInput {
  /** positionAmount of the member's current level (cents). */
  currentPositionAmount: Cents;
  /** positionAmount of the level being bought (cents). */
  newPositionAmount: Cents;
  taxRatePercent: number;
  provider?: FeeSchedule;
  applyFee?: boolean;
}

/**
 * Upgrade: pays the difference of positionAmount (net) + VAT + fee and generates points on that
 * difference (DESIGN.md section 7). A level whose positionAmount is lower than the current one is not
 * an upgrade: throws AmountRuleError `validation.upgradeToLowerLevel` on `newMember`. An equal amount
 * gives a zero charge (no fee); whether such a change is allowed is the caller's decision.
 */
export function upgradeAmount({ currentPositionAmount, newPositionAmount, ...charge }: UpgradeAmountInput): LevelChargeAmount {
  assertNonNegativeInteger(currentPositionAmount, 'currentPositionAmount');
  assertNonNegativeInteger(newPositionAmount, 'newPositionAmount');
  if (newPositionAmount < currentPositionAmount) throw new AmountRuleError('newMember', 'validation.upgradeToLowerLevel');
  return registrationAmount({ positionAmount: newPositionAmount - currentPositionAmount, ...charge });
}

/** Spec section 9: the default annual renewal, VAT included (the live value is the `annualRenewalAmount` variable). */
export const ANNUAL_RENEWAL_GROSS_CENTS: Cents = eurosToCents(PLAN_DEFAULTS.annualRenewalAmount);

export interface AnnualRenewalAmount extends AmountBreakdown {
  /** Same as `base`: the net part of the VAT-included price. */
  net: Cents;
  /** The VAT-included price: net + tax. */
  gross: Cents;
}

export interface AnnualRenewalInput {
  grossCents?: Cents;
  taxRatePercent?: number;
  provider?: FeeSchedule;
  applyFee?: boolean;
}

/**
 * Annual renewal, a price with VAT included: net = round(gross × 100 / (100 + rate)) half up,
 * tax = gross − net (so net + tax = gross exactly; 7500 at 7 % → 7009 + 491). A provider fee, if
 * any, comes on top of the gross like any other charge: total = gross + fee.
 */
export function annualRenewal({
  grossCents = ANNUAL_RENEWAL_GROSS_CENTS,
  taxRatePercent = PLAN_DEFAULTS.taxRate,
  provider,
  applyFee = true,
}: AnnualRenewalInput = {}): AnnualRenewalAmount {
  assertNonNegativeInteger(grossCents, 'grossCents');
  const { net, tax } = splitGross(grossCents, taxRatePercent);
  const fee = provider && applyFee ? providerFee(grossCents, provider) : 0;
  return { base: net, net, tax, gross: grossCents, fee, total: grossCents + fee };
}

import type { FeeSchedule } from '../fees';
import type { Cents } from '../money';
import type { PaymentType } from '../payment-states';
import { PLAN_DEFAULTS } from './plan-defaults';
import { annualRenewal, planTotal, registrationAmount, upgradeAmount, type AmountBreakdown, type ApplyFeeFlags } from './amounts';
import { enjoyPassCost, enjoyPointsTotal } from './enjoy';

/**
 * What a payment of each priced type buys ("movement" is only named in step 1; its order says which of Enjoy Points or
 * the Enjoy Pass). A shop order is priced line by line from its basket (shop/basket.ts), not here.
 */
export type PricedType = Exclude<PaymentType, 'movement' | 'shop'>;

/**
 * A membership level's amounts in cents (the server's rows hold cents; the browser converts the API's euros), and the
 * plan's fee flags (spec section 3 "Product / plan"): which of the two monthly bases carries the provider's fee.
 */
export interface LevelAmounts extends ApplyFeeFlags {
  positionAmount: Cents;
  /** The monthly fee; 0 means the plan charges `monthlyPayment` instead (spec section 9 plan total). */
  monthAmount: Cents;
  monthlyPayment: Cents;
  /** The fees of the member's 1st, 2nd... monthly payment of this level, before `monthAmount`/`monthlyPayment` apply. */
  monthlyPayments: readonly Cents[];
  /** The annual renewal, tax included. */
  annualAmount: Cents;
}

/** Whether a level has a monthly fee at all: its `monthAmount`, or else its `monthlyPayment`. */
export const hasMonthlyFee = (level: Pick<LevelAmounts, 'monthAmount' | 'monthlyPayment'>): boolean =>
  level.monthAmount > 0 || level.monthlyPayment > 0;

/** The variables an order is priced with (spec section 9), as `pricingTermsFromVariables` reads them. */
export interface PricingTerms {
  taxRatePercent: number;
  enjoyPointsMinimum: number;
  /** Euros per Enjoy Point bought. */
  enjoyPointEuroValue: number;
  /** Enjoy Pass counts on offer. */
  enjoyPassOptions: readonly number[];
}

/** The `variables` keys of the pricing terms, for a reader that asks for them by name. */
export const PRICING_VARIABLES = ['taxRate', 'enjoyPointsMinimum', 'enjoyPointEuroValue', 'enjoyPassOptions'] as const;

/** "50,100,200" (the `enjoyPassOptions` variable) → [50, 100, 200]; the plan default when absent or unreadable. */
export function parseEnjoyPassOptions(raw: string | undefined): number[] {
  const options = (raw ?? '').split(',').map((v) => Number(v.trim())).filter((n) => Number.isInteger(n) && n > 0);
  return options.length ? options : [...PLAN_DEFAULTS.enjoyPassOptions];
}

/** The pricing terms from the admin's `variables` (the server's rows, the browser's GET /api/variables); plan defaults fill gaps. */
export function pricingTermsFromVariables(variable: (key: string) => string | undefined): PricingTerms {
  const number = (key: string, fallback: number) => {
    const raw = variable(key);
    const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
    return Number.isFinite(value) ? value : fallback;
  };
  return {
    taxRatePercent: number('taxRate', PLAN_DEFAULTS.taxRate),
    enjoyPointsMinimum: number('enjoyPointsMinimum', PLAN_DEFAULTS.enjoyPointsMinimum),
    enjoyPointEuroValue: number('enjoyPointEuroValue', PLAN_DEFAULTS.enjoyPointEuroValue),
    enjoyPassOptions: parseEnjoyPassOptions(variable('enjoyPassOptions')),
  };
}

export interface OrderPriceInput {
  type: PricedType;
  /** The member's level now (an upgrade pays the difference); unused by the other types. */
  current?: LevelAmounts | null;
  /** The level bought, or the member's own one for fees and points. */
  target: LevelAmounts;
  terms: PricingTerms;
  /** The chosen method's fee schedule; omitted for our own balances (wallet, Enjoy Points). */
  provider?: FeeSchedule;
  /** Enjoy Points bought (type enjoy_points). */
  enjoyPoints?: number;
  /** Passes bought (type enjoy_pass). */
  enjoyPass?: number;
  /** Type monthly: the monthly payments of the member's current membership already paid (its position in `monthlyPayments`). */
  paidMonthlyPayments?: number;
}

/** What an order costs, in cents: the breakdown a member is shown and the payment stores. */
export interface OrderPrice extends AmountBreakdown {
  /** Network volume the payment generates once paid. */
  points: Cents;
  /** Enjoy Points (in ledger units, cents of a point) it credits. */
  enjoyPoints: Cents;
  /** Passes an Enjoy Pass order buys. */
  enjoyPass?: number;
  /** Whether tax applies at all (Enjoy Points and the Enjoy Pass carry none). */
  taxed: boolean;
  /** The tax rate it was priced at, in percent. */
  taxRatePercent: number;
  /** Paid in Enjoy Points rather than euros (the Enjoy Pass): the figures are points in ledger units. */
  inPoints: boolean;
}

/**
 * The one pricing of every order (spec section 9 "Amounts"; DESIGN.md section 7): the server prices a payment with
 * it and the browser shows its figures before the member commits, so the total shown is the total charged. Whether
 * the member may buy it at all is the caller's rule. Broken amount rules throw AmountRuleError (Enjoy Points minimum,
 * an upgrade to a cheaper level, a pass count not on offer).
 */
export function orderPrice({ type, current, target, terms, provider, enjoyPoints = 0, enjoyPass = 0, paidMonthlyPayments = 0 }: OrderPriceInput): OrderPrice {
  const { taxRatePercent } = terms;
  const charge = { taxRatePercent, provider };
  const fromBreakdown = (a: AmountBreakdown, points: Cents): OrderPrice => ({
    base: a.base, tax: a.tax, fee: a.fee, total: a.total, points, enjoyPoints: 0, taxed: true, taxRatePercent, inPoints: false,
  });
  switch (type) {
    case 'register': {
      const a = registrationAmount({ positionAmount: target.positionAmount, ...charge });
      return fromBreakdown(a, a.points);
    }
    case 'upgrade': {
      const a = upgradeAmount({ currentPositionAmount: current?.positionAmount ?? 0, newPositionAmount: target.positionAmount, ...charge });
      return fromBreakdown(a, a.points);
    }
    case 'monthly': {
      const { monthAmount, monthlyPayment, monthlyPayments, isApplyFeeMonthAmount, isApplyFeeMonthly } = target;
      const applyFee = { isApplyFeeMonthAmount, isApplyFeeMonthly };
      const a = planTotal({ monthAmount, monthlyPayment, monthlyPayments, paidMonthlyPayments, ...charge, applyFee });
      return fromBreakdown(a, a.base);
    }
    case 'annual':
      // The renewal generates no points (DESIGN.md section 7).
      return fromBreakdown(annualRenewal({ grossCents: target.annualAmount, ...charge }), 0);
    case 'enjoy_points': {
      const a = enjoyPointsTotal({ points: enjoyPoints, euroPerPoint: terms.enjoyPointEuroValue, provider, minimumPoints: terms.enjoyPointsMinimum });
      return { base: a.amount, tax: 0, fee: a.fee, total: a.total, points: 0, enjoyPoints: a.pointsCents, taxed: false, taxRatePercent, inPoints: false };
    }
    case 'enjoy_pass': {
      // Paid with the member's Enjoy Points, one per pass: no tax, no fee, no network volume.
      const cost = enjoyPassCost(enjoyPass, terms.enjoyPassOptions);
      return { base: cost, tax: 0, fee: 0, total: cost, points: 0, enjoyPoints: 0, enjoyPass, taxed: false, taxRatePercent, inPoints: true };
    }
  }
}

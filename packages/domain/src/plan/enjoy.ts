import { providerFee, type FeeSchedule } from '../fees';
import { assertNonNegativeInteger, eurosToCents, type Cents } from '../money';
import { AmountRuleError } from './amount-rule-error';
import { PLAN_DEFAULTS } from './plan-defaults';

/** Points in the ledger are cents of a point, like money: 1 point = 100. */
const POINT_CENTS = 100;

export interface EnjoyPointsTotalInput {
  /** Whole points bought. */
  points: number;
  /** Value of one point in EUR (`enjoyPointEuroValue`, default 1), at most two decimals. */
  euroPerPoint?: number;
  /** The provider's fee schedule; omitted (wallet payment) means no fee. */
  provider?: FeeSchedule;
  minimumPoints?: number;
}

export interface EnjoyPointsTotal {
  /** Whole points bought, as requested. */
  points: number;
  /** The same points in ledger units (cents of a point) to credit. */
  pointsCents: Cents;
  /** Price of the points: points × euro value per point. */
  amount: Cents;
  fee: Cents;
  /** amount + fee. */
  total: Cents;
}

/**
 * Spec section 9 Enjoy Points purchase: total = points × value per point + percent fee + base fee,
 * to the cent (the percent part rounded half up, see `providerFee`). No VAT is added. Fewer than
 * the minimum throws AmountRuleError `validation.enjoyPointsMinimum` with `{ value: minimum }`.
 */
export function enjoyPointsTotal({
  points,
  euroPerPoint = 1,
  provider,
  minimumPoints = PLAN_DEFAULTS.enjoyPointsMinimum,
}: EnjoyPointsTotalInput): EnjoyPointsTotal {
  assertNonNegativeInteger(points, 'points');
  if (points < minimumPoints) throw new AmountRuleError('points', 'validation.enjoyPointsMinimum', { value: minimumPoints });
  const centsPerPoint = eurosToCents(euroPerPoint);
  if (centsPerPoint <= 0) throw new RangeError('euroPerPoint must be positive');
  const amount = points * centsPerPoint;
  assertNonNegativeInteger(amount, 'amount');
  const fee = provider ? providerFee(amount, provider) : 0;
  return { points, pointsCents: points * POINT_CENTS, amount, fee, total: amount + fee };
}

/** Spec sections 5 and 9: Enjoy Pass purchases of 50, 100 or 200 passes by default (the `enjoyPassOptions` variable). */
function isEnjoyPassOption(passes: unknown, options: readonly number[] = PLAN_DEFAULTS.enjoyPassOptions): passes is number {
  return typeof passes === 'number' && options.includes(passes);
}

/**
 * The Enjoy Points an Enjoy Pass purchase costs, in ledger units: one point per pass (50 passes →
 * 5000). Any count not offered throws AmountRuleError `validation.enjoyPassOptions` with
 * `{ value: '50, 100, 200' }`.
 */
export function enjoyPassCost(passes: number, options: readonly number[] = PLAN_DEFAULTS.enjoyPassOptions): Cents {
  if (!isEnjoyPassOption(passes, options)) throw new AmountRuleError('passes', 'validation.enjoyPassOptions', { value: options.join(', ') });
  return passes * POINT_CENTS;
}

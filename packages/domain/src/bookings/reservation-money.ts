import { addDays, daysBetween } from '../calendar';
import { assertNonNegativeInteger, BASIS_POINTS, percentToBasisPoints, type Cents } from '../money';
import { PLAN_DEFAULTS } from '../plan/plan-defaults';
import type { JourneyKind } from './catalogue';

/** What a reservation holds from each balance (the staff's "mark paid" records money paid outside the back office). */
export interface PaidByBalance {
  enjoyPoints: Cents;
  travelPoints: Cents;
  wallet: Cents;
  outside: Cents;
}

/** The balances a member pays the rest of a reservation from. */
export interface PayingBalances {
  enjoyPoints: Cents;
  travelPoints: Cents;
  wallet: Cents;
}

export type RestPayment = Omit<PaidByBalance, 'outside'>;

/** The `travelPoints*MaxPercent` variables, in percent. */
export interface TravelPointsRates {
  cruise: number;
  tourOperator: number;
}

const DEFAULT_TRAVEL_POINTS_RATES: TravelPointsRates = {
  cruise: PLAN_DEFAULTS.travelPointsCruiseMaxPercent,
  tourOperator: PLAN_DEFAULTS.travelPointsTourOperatorMaxPercent,
};

/**
 * DESIGN.md section 7b: Travel Points may pay 5 % of a cruise and up to 10 % of a tour-operator reservation
 * (`travelPoints*MaxPercent`), rounded down to the cent so the share never passes the rate. A reservation
 * without a journey kind (course, event, service) cannot be paid with Travel Points.
 */
export function travelPointsCap(total: Cents, kind: JourneyKind | null, rates: TravelPointsRates = DEFAULT_TRAVEL_POINTS_RATES): Cents {
  assertNonNegativeInteger(total, 'total');
  if (kind === null) return 0;
  return Math.floor((total * percentToBasisPoints(rates[kind])) / BASIS_POINTS);
}

export type RestPaymentProblem = 'enjoyPoints' | 'travelPoints' | 'wallet' | 'travelPointsCap' | 'sum';
export type RestPaymentResult = { ok: true; split: RestPayment } | { ok: false; problem: RestPaymentProblem };

export interface RestPaymentInput {
  /** What is still due, in cents. */
  due: Cents;
  balances: PayingBalances;
  /** What Travel Points may still pay of this reservation (the cap minus what they already paid). */
  travelPointsRoom: Cents;
  /** The member's own amounts by balance; omitted, the default order decides. */
  chosen?: Partial<RestPayment>;
}

/**
 * Paying the rest (DESIGN.md section 7b): Enjoy Points first, then Travel Points up to their share, then the
 * available wallet; or the member's chosen amounts, which must add up to what is due, keep Travel Points within
 * their share and each fit its balance. A default order that cannot cover the rest fails on the wallet, its
 * last resort.
 */
export function restPayment({ due, balances, travelPointsRoom, chosen }: RestPaymentInput): RestPaymentResult {
  assertNonNegativeInteger(due, 'due');
  const room = Math.max(0, travelPointsRoom);
  if (chosen) {
    const split = { enjoyPoints: chosen.enjoyPoints ?? 0, travelPoints: chosen.travelPoints ?? 0, wallet: chosen.wallet ?? 0 };
    for (const value of Object.values(split)) assertNonNegativeInteger(value, 'chosen amount');
    if (split.enjoyPoints + split.travelPoints + split.wallet !== due) return { ok: false, problem: 'sum' };
    if (split.travelPoints > room) return { ok: false, problem: 'travelPointsCap' };
    const short = (['enjoyPoints', 'travelPoints', 'wallet'] as const).find((balance) => split[balance] > balances[balance]);
    return short ? { ok: false, problem: short } : { ok: true, split };
  }
  const enjoyPoints = Math.min(due, Math.max(0, balances.enjoyPoints));
  const travelPoints = Math.min(due - enjoyPoints, room, Math.max(0, balances.travelPoints));
  const wallet = due - enjoyPoints - travelPoints;
  if (wallet > balances.wallet) return { ok: false, problem: 'wallet' };
  return { ok: true, split: { enjoyPoints, travelPoints, wallet } };
}

export interface CancellationInput {
  paid: PaidByBalance;
  /** The deposit that locked the booking, paid in Enjoy Points. */
  deposit: Cents;
  /** The day the booked thing starts (departure). */
  dateAt: string;
  /** The company's today (Madrid). */
  today: string;
  /** `reservationFreeCancelDays` (30 by default). */
  freeCancelDays?: number;
}

export interface CancellationTerms {
  /** Whether cancelling today gives everything back. */
  free: boolean;
  /** The last day a cancellation is free. */
  freeUntil: string;
  /** What goes back to each balance (`outside`: what the staff give back outside the back office). */
  refund: PaidByBalance;
  /** What the company keeps as revenue: the deposit, after the free-cancel limit. */
  kept: Cents;
}

/**
 * DESIGN.md section 7b: cancelling at least `reservationFreeCancelDays` days before the start gives everything
 * back; later, the deposit (Enjoy Points) is kept as company revenue and the rest returns to the balance it came from.
 */
export function cancellationTerms({ paid, deposit, dateAt, today, freeCancelDays = PLAN_DEFAULTS.reservationFreeCancelDays }: CancellationInput): CancellationTerms {
  assertNonNegativeInteger(deposit, 'deposit');
  const free = daysBetween(today, dateAt) >= freeCancelDays;
  const kept = free ? 0 : Math.min(deposit, paid.enjoyPoints);
  return { free, freeUntil: addDays(dateAt, -freeCancelDays), refund: { ...paid, enjoyPoints: paid.enjoyPoints - kept }, kept };
}

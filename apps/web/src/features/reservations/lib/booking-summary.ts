import { centsToEuros, eurosToCents, restPayment, travelPointsCap, type JourneyKind, type TravelPointsRates } from '@vo/domain';

export interface BookingSummaryInput {
  /** Per passenger, in euros. */
  price: number;
  deposit: number;
  passengers: number;
  kind: JourneyKind | null;
  /** The member's balances now, in euros and points (1 point = 1 euro). */
  balances: { enjoyPoints: number; travelPoints: number; wallet: number };
  rates: TravelPointsRates;
}

/** What confirming takes now and what is left to pay later, in euros (reservation-money.ts rules). */
export interface BookingSummary {
  total: number;
  /** Taken from the Enjoy Points now: the deposit locks the booking. */
  depositNow: number;
  enjoyPointsAfter: number;
  /** The Enjoy Points cannot lock the booking (spec section 8's "check that you have enough Enjoy Points"). */
  depositShort: boolean;
  restLater: number;
  /** What Travel Points may pay of it (5 % of a cruise, 10 % of a tour-operator journey; nothing else). */
  travelPointsMax: number;
  /** The default order (Enjoy Points, Travel Points within their share, wallet) paying the rest with today's balances, or null when they fall short. */
  laterByDefault: { enjoyPoints: number; travelPoints: number; wallet: number } | null;
}

export function bookingSummary({ price, deposit, passengers, kind, balances, rates }: BookingSummaryInput): BookingSummary {
  const total = eurosToCents(price) * passengers;
  const depositNow = eurosToCents(deposit) * passengers;
  const enjoyPoints = eurosToCents(balances.enjoyPoints);
  const cap = travelPointsCap(total, kind, rates);
  const rest = total - depositNow;
  const later = restPayment({
    due: rest,
    balances: { enjoyPoints: Math.max(0, enjoyPoints - depositNow), travelPoints: eurosToCents(balances.travelPoints), wallet: eurosToCents(balances.wallet) },
    travelPointsRoom: cap,
  });
  return {
    total: centsToEuros(total),
    depositNow: centsToEuros(depositNow),
    enjoyPointsAfter: centsToEuros(enjoyPoints - depositNow),
    depositShort: enjoyPoints < depositNow,
    restLater: centsToEuros(rest),
    travelPointsMax: centsToEuros(cap),
    laterByDefault: later.ok
      ? { enjoyPoints: centsToEuros(later.split.enjoyPoints), travelPoints: centsToEuros(later.split.travelPoints), wallet: centsToEuros(later.split.wallet) }
      : null,
  };
}

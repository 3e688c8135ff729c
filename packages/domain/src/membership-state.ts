import { madridDay } from './calendar';

/** Spec section 4 membership payment state. */
export const MEMBERSHIP_STATES = ['correct', 'outOfDate'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

/** Spec section 4: "out of date" once the paid-until day is behind the company's today (Madrid), for server and browser alike. */
export function membershipState(paidUntil: string | null, today = madridDay()): MembershipState {
  return paidUntil !== null && paidUntil < today ? 'outOfDate' : 'correct';
}

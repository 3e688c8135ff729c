import type { MemberShip } from '@/api/memberships';

/** Whether the newcomer took `level`'s offer of today: the form's choice names that very offer. */
export const takesOffer = (level: MemberShip | undefined, specialOfferId: number | undefined): boolean =>
  specialOfferId !== undefined && level?.specialOffer?.id === specialOfferId;

/**
 * The level as the sign-up is priced (decision 117): with the offer taken, its registration price stands for the
 * level's `positionAmount`, the one figure the offer changes; the same `orderPrice` does the rest, as on the server.
 */
export function signUpLevel(level: MemberShip, specialOfferId: number | undefined): MemberShip {
  return takesOffer(level, specialOfferId) ? { ...level, positionAmount: level.specialOffer!.registrationPrice } : level;
}

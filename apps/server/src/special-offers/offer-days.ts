import { madridDay } from '@vo/domain';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { specialOffers } from '../db/schema';

export type SpecialOfferRow = typeof specialOffers.$inferSelect;

/**
 * An offer new sign-ups get on `day` (a company day, Europe/Madrid): active and covering it. The admin's service keeps
 * at most one such offer per level (decision 117), so a level joined on this condition gets one row or none.
 */
export const offerOn = (day: string): SQL =>
  and(eq(specialOffers.active, true), lte(specialOffers.validFrom, day), gte(specialOffers.validTo, day))!;

/**
 * The offer a registration asked for, if it is the level's offer right now, read under a share lock: an admin
 * ending or changing it waits for the registration's transaction, and a registration waits for the admin's change,
 * so an offer ending at the same moment prices a sign-up under exactly one state of it.
 */
export async function lockOfferForSignUp(tx: Tx, offerId: number, membershipId: number, now = new Date()): Promise<SpecialOfferRow | undefined> {
  const [offer] = await tx.select().from(specialOffers)
    .where(and(eq(specialOffers.id, offerId), eq(specialOffers.membershipId, membershipId), offerOn(madridDay(now))))
    .for('share');
  return offer;
}

/** The registration price a member's sign-up was decided at: their offer's, or undefined without one. */
export async function signUpOfferPrice(db: Db | Tx, offerId: number | null): Promise<number | undefined> {
  if (offerId === null) return undefined;
  const [offer] = await db.select({ price: specialOffers.registrationPrice }).from(specialOffers).where(eq(specialOffers.id, offerId));
  return offer?.price;
}

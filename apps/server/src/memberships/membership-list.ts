import { madridDay } from '@vo/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { memberships, specialOffers } from '../db/schema';
import { parseAs, type CollectionSpec } from '../lib/collection-query';
import { countIn, firstFrom, listFrom, listTable, type CollectionSource } from '../lib/collection-route';
import { offerOn } from '../special-offers/offer-days';
import { AppError } from '../lib/errors';
import { presentAdminMembership, presentMembership } from './memberships.presenter';

/** GET /api/member_ships (spec section 7: `type`, `isDefault`, `active`), lowest level first. */
export const MEMBERSHIP_COLLECTION: CollectionSpec = {
  order: { id: memberships.id, level: memberships.level },
  defaultOrder: [memberships.level, 'asc'],
  filters: {
    type: { column: memberships.type, parse: parseAs.text },
    isDefault: { column: memberships.isDefault, parse: parseAs.boolean },
    active: { column: memberships.active, parse: parseAs.boolean },
    level: { column: memberships.level, parse: parseAs.integer },
  },
};

/** GET /api/admin/memberships: the levels of a plan type with their figures, lowest first. */
export const ADMIN_MEMBERSHIP_COLLECTION: CollectionSpec = {
  order: { level: memberships.level, id: memberships.id },
  defaultOrder: [memberships.level, 'asc'],
  filters: { type: { column: memberships.type, parse: parseAs.text } },
};

type MembershipWithOffer = { membership: typeof memberships.$inferSelect; offer: typeof specialOffers.$inferSelect | null };

/** The levels with the special offer each has today (at most one, decision 117). */
function withTodaysOffer(db: Db): CollectionSource<MembershipWithOffer> {
  return {
    page: (where, q) => db.select({ membership: memberships, offer: specialOffers }).from(memberships)
      .leftJoin(specialOffers, and(eq(specialOffers.membershipId, memberships.id), offerOn(madridDay())))
      .where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    count: countIn(db, memberships),
  };
}

const presentWithOffer = (row: MembershipWithOffer) => presentMembership(row.membership, row.offer);

/** The membership options, public: the registration form lists them before anyone signs in. */
export const listMemberships = (db: Db, request: FastifyRequest) => listFrom(request, MEMBERSHIP_COLLECTION, withTodaysOffer(db), presentWithOffer);

/** The levels as the console edits them. */
export const listAdminMemberships = (db: Db, request: FastifyRequest) =>
  listTable(db, request, memberships, ADMIN_MEMBERSHIP_COLLECTION, presentAdminMembership);

/** One membership option with today's offer, or NOT_FOUND. */
export async function findMembership(db: Db, id: number) {
  const row = await firstFrom(withTodaysOffer(db), eq(memberships.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return presentWithOffer(row);
}

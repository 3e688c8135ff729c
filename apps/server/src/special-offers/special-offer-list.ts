import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { memberships, specialOffers } from '../db/schema';
import { parseAs, type CollectionSpec } from '../lib/collection-query';
import { countIn, firstFrom, listFrom, type CollectionSource } from '../lib/collection-route';
import { AppError } from '../lib/errors';
import type { SpecialOfferRow } from './offer-days';
import { presentSpecialOffer } from './special-offer.presenter';

type Row = { offer: SpecialOfferRow; level: typeof memberships.$inferSelect };

/** GET /api/admin/special_offers: the latest days first; filters by level and active flag. */
const SPECIAL_OFFER_COLLECTION: CollectionSpec = {
  order: { validFrom: specialOffers.validFrom, validTo: specialOffers.validTo, id: specialOffers.id },
  defaultOrder: [specialOffers.validFrom, 'desc'],
  filters: {
    membership: { column: specialOffers.membershipId, parse: parseAs.integer },
    active: { column: specialOffers.active, parse: parseAs.boolean },
  },
};

function offersWithLevel(db: Db): CollectionSource<Row> {
  return {
    page: (where, q) => db.select({ offer: specialOffers, level: memberships }).from(specialOffers)
      .innerJoin(memberships, eq(memberships.id, specialOffers.membershipId))
      .where(where).orderBy(...q.orderBy, specialOffers.id).limit(q.itemsPerPage).offset(q.offset),
    count: countIn(db, specialOffers),
  };
}

const present = (row: Row) => presentSpecialOffer(row.offer, row.level);

export const listSpecialOffers = (db: Db, request: FastifyRequest) => listFrom(request, SPECIAL_OFFER_COLLECTION, offersWithLevel(db), present);

/** One offer as the list shows it (after a create or a change). */
export async function findSpecialOffer(db: Db, id: number) {
  const row = await firstFrom(offersWithLevel(db), eq(specialOffers.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return present(row);
}

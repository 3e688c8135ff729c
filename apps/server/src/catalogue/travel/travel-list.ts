import { JOURNEY_FAMILIES, JOURNEY_KINDS } from '@vo/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { excursions, journeys } from '../../db/schema';
import { parseAs, type CollectionSpec } from '../../lib/collection-query';
import { countIn, type CollectionSource } from '../../lib/collection-route';
import { bookableFilters } from '../bookable';
import { allLanguages, inSpanish } from '../localized-text';
import { visibleTo, type CatalogueViewer } from '../catalogue-viewer';

export interface TravelRow {
  journey: typeof journeys.$inferSelect;
  excursions: number;
}

const family = { column: journeys.family, parse: parseAs.oneOf(JOURNEY_FAMILIES) };

/**
 * GET /api/travel (spec section 7: permSoc, permDis, category, active): `category` and `family` are the family,
 * `departureOn[after|before]` a range of departure days; by departure unless ordered otherwise.
 */
export const TRAVEL_COLLECTION: CollectionSpec = {
  order: {
    id: journeys.id, departureOn: journeys.departureOn, returnOn: journeys.returnOn, bookingClosesOn: journeys.bookingClosesOn,
    price: journeys.price, deposit: journeys.deposit, seats: journeys.seats, destination: journeys.destination, family: journeys.family,
    kind: journeys.kind, isActive: journeys.isActive, createdAt: journeys.createdAt, title: inSpanish(journeys.title),
  },
  defaultOrder: [journeys.departureOn, 'asc'],
  filters: {
    ...bookableFilters(journeys),
    category: family,
    family,
    kind: { column: journeys.kind, parse: parseAs.oneOf(JOURNEY_KINDS) },
    country: { column: journeys.countryCode, parse: (raw) => raw.toUpperCase() },
  },
  dates: { departureOn: journeys.departureOn, returnOn: journeys.returnOn, bookingClosesOn: journeys.bookingClosesOn },
  search: [allLanguages(journeys.title), journeys.destination],
};

/** Journeys with the number of their excursions the viewer may see. */
export function travelSource(db: Db, viewer: CatalogueViewer): CollectionSource<TravelRow> {
  const visibleExcursion = visibleTo(viewer, excursions);
  const excursionCount = sql<number>`(select count(*) from ${excursions} where ${eq(excursions.journeyId, journeys.id)}${visibleExcursion ? sql` and ${visibleExcursion}` : sql``})`.mapWith(Number);
  return {
    page: (where, q) => db.select({ journey: journeys, excursions: excursionCount }).from(journeys).where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    count: countIn(db, journeys),
  };
}

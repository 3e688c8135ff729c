import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { excursions, journeys } from '../../db/schema';
import { parseAs, type CollectionSpec } from '../../lib/collection-query';
import { tableSource, type CollectionSource } from '../../lib/collection-route';
import { bookableFilters } from '../bookable';
import { allLanguages, inSpanish } from '../localized-text';
import { visibleTo, type CatalogueViewer } from '../catalogue-viewer';

/** GET /api/excursions (spec section 7: travel, active): `travel` is the journey's id or IRI; by date. */
export const EXCURSION_COLLECTION: CollectionSpec = {
  order: {
    id: excursions.id, dateAt: excursions.dateAt, price: excursions.price, seats: excursions.seats, isActive: excursions.isActive,
    createdAt: excursions.createdAt, title: inSpanish(excursions.title),
  },
  defaultOrder: [excursions.dateAt, 'asc'],
  filters: { ...bookableFilters(excursions), travel: { column: excursions.journeyId, parse: parseAs.reference('travel') } },
  dates: { dateAt: excursions.dateAt },
  search: [allLanguages(excursions.title)],
};

/** A member sees an excursion they may see of a journey they may see: a hidden journey hides its excursions. */
export function excursionScope(viewer: CatalogueViewer): SQL | undefined {
  const journeyVisible = visibleTo(viewer, journeys);
  if (!journeyVisible) return undefined;
  return and(visibleTo(viewer, excursions), sql`exists (select 1 from ${journeys} where ${eq(journeys.id, excursions.journeyId)} and ${journeyVisible})`);
}

export const excursionSource = (db: Db): CollectionSource<typeof excursions.$inferSelect> => tableSource(db, excursions);

import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enjoyEvents, eventCategories } from '../../db/schema';
import { parseAs, type CollectionSpec } from '../../lib/collection-query';
import { tableSource, type CollectionSource } from '../../lib/collection-route';
import { bookableFilters } from '../bookable';
import { allLanguages, inSpanish } from '../localized-text';
import { visibleTo, type CatalogueViewer } from '../catalogue-viewer';

/** GET /api/event_enjoys (spec section 7: permSoc, permDis, active): also `category` (id or IRI) and `dateAt[...]`; by date. */
export const EVENT_ENJOY_COLLECTION: CollectionSpec = {
  order: {
    id: enjoyEvents.id, dateAt: enjoyEvents.dateAt, price: enjoyEvents.price, seats: enjoyEvents.seats, isActive: enjoyEvents.isActive,
    createdAt: enjoyEvents.createdAt, title: inSpanish(enjoyEvents.title),
  },
  defaultOrder: [enjoyEvents.dateAt, 'asc'],
  filters: { ...bookableFilters(enjoyEvents), category: { column: enjoyEvents.categoryId, parse: parseAs.reference('category_events') } },
  dates: { dateAt: enjoyEvents.dateAt },
  search: [allLanguages(enjoyEvents.title), enjoyEvents.place],
};

/** A member sees an event they may see in an active category: deactivating a category hides its events. */
export function eventEnjoyScope(viewer: CatalogueViewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  return and(
    visibleTo(viewer, enjoyEvents),
    sql`exists (select 1 from ${eventCategories} where ${eq(eventCategories.id, enjoyEvents.categoryId)} and ${eq(eventCategories.isActive, true)})`,
  );
}

export const eventEnjoySource = (db: Db): CollectionSource<typeof enjoyEvents.$inferSelect> => tableSource(db, enjoyEvents);

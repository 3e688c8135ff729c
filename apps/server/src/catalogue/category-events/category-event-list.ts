import type { Db } from '../../db/client';
import { eventCategories } from '../../db/schema';
import { parseAs, type CollectionSpec } from '../../lib/collection-query';
import { tableSource, type CollectionSource } from '../../lib/collection-route';
import { activeFor, type CatalogueViewer } from '../catalogue-viewer';
import { allLanguages, inSpanish } from '../localized-text';

/** GET /api/category_events (spec section 7: type, order[sort], isActive, groupId); by `sort`. */
export const CATEGORY_EVENT_COLLECTION: CollectionSpec = {
  order: {
    id: eventCategories.id, sort: eventCategories.sort, type: eventCategories.type, groupId: eventCategories.groupId,
    isActive: eventCategories.isActive, name: inSpanish(eventCategories.name),
  },
  defaultOrder: [eventCategories.sort, 'asc'],
  filters: {
    type: { column: eventCategories.type, parse: parseAs.text },
    isActive: { column: eventCategories.isActive, parse: parseAs.boolean },
    active: { column: eventCategories.isActive, parse: parseAs.boolean },
    groupId: { column: eventCategories.groupId, parse: parseAs.integer },
  },
  search: [allLanguages(eventCategories.name), eventCategories.type],
};

/** Categories have no `permSoc`/`permDis`: a member sees the active ones. */
export const categoryEventScope = (viewer: CatalogueViewer) => activeFor(viewer, eventCategories.isActive);

export const categoryEventSource = (db: Db): CollectionSource<typeof eventCategories.$inferSelect> => tableSource(db, eventCategories);

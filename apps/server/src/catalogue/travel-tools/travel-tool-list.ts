import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { travelTools } from '../../db/schema';
import { parseAs, type CollectionSpec } from '../../lib/collection-query';
import { tableSource, type CollectionSource } from '../../lib/collection-route';
import type { CatalogueViewer } from '../catalogue-viewer';

export type TravelToolRow = typeof travelTools.$inferSelect;

/** GET /api/travel_tools (spec section 7: search, order): by `sort`, as the member's screen lists them. */
export const TRAVEL_TOOL_COLLECTION: CollectionSpec = {
  order: { id: travelTools.id, sort: travelTools.sort, name: travelTools.name, code: travelTools.code, isActive: travelTools.isActive, createdAt: travelTools.createdAt },
  defaultOrder: [travelTools.sort, 'asc'],
  filters: {
    isActive: { column: travelTools.isActive, parse: parseAs.boolean },
    active: { column: travelTools.isActive, parse: parseAs.boolean },
    code: { column: travelTools.code, parse: (raw) => raw.toLowerCase() },
  },
  search: [travelTools.name, travelTools.code],
};

/** A member sees the active partners (DESIGN.md section 7b); the console every one. */
export const travelToolScope = (viewer: CatalogueViewer): SQL | undefined => (viewer.isAdmin ? undefined : eq(travelTools.isActive, true));

export const travelToolSource = (db: Db): CollectionSource<TravelToolRow> => tableSource(db, travelTools);

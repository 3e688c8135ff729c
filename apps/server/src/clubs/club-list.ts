import type { Db } from '../db/client';
import { clubs } from '../db/schema';
import { parseAs, type CollectionSpec } from '../lib/collection-query';
import { tableSource, type CollectionSource } from '../lib/collection-route';
import { allLanguages, inSpanish } from '../catalogue/localized-text';

export type ClubRow = typeof clubs.$inferSelect;

/** GET /api/clubs (spec section 7: rightToCollection): general clubs first, each kind by `sort`. */
export const CLUB_COLLECTION: CollectionSpec = {
  order: {
    id: clubs.id, sort: clubs.sort, name: inSpanish(clubs.name), isTravel: clubs.isTravel, directMin: clubs.directMin,
    salesMin: clubs.salesMin, salesMinTeam: clubs.salesMinTeam, isActive: clubs.isActive, createdAt: clubs.createdAt,
  },
  defaultOrder: [clubs.sort, 'asc'],
  filters: {
    rightToCollection: { column: clubs.rightToCollection, parse: parseAs.boolean },
    isTravel: { column: clubs.isTravel, parse: parseAs.boolean },
    isActive: { column: clubs.isActive, parse: parseAs.boolean },
  },
  search: [allLanguages(clubs.name)],
};

export const clubSource = (db: Db): CollectionSource<ClubRow> => tableSource(db, clubs);

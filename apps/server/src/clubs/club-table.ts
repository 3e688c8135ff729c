import { clubCollectionSchema, clubInputSchema, clubSchema, type Club, type ClubInput } from '@vo/domain';
import { clubQualifications, clubs, users } from '../db/schema';
import type { CatalogueResource } from '../catalogue/catalogue-resource';
import { activeFor } from '../catalogue/catalogue-viewer';
import { referencesOf } from '../catalogue/references';
import { presentClub } from './club.presenter';
import { CLUB_COLLECTION, clubSource, type ClubRow } from './club-list';

/**
 * The clubs (`/api/clubs`, issue 17): members read the active ones, admins edit them in the console's table service.
 * A club a member holds or a qualification recorded cannot be deleted (deactivate it instead).
 */
export const CLUBS: CatalogueResource<typeof clubs, ClubRow, Club, ClubInput> = {
  base: '/api/clubs',
  tag: 'clubs',
  table: clubs,
  item: clubSchema,
  collectionSchema: clubCollectionSchema,
  input: clubInputSchema,
  collection: CLUB_COLLECTION,
  source: clubSource,
  scope: (viewer) => activeFor(viewer, clubs.isActive),
  present: presentClub,
  values: (input) => ({
    name: input.name, isTravel: input.isTravel, directMin: input.directMin, salesMin: input.salesMin, maxPerDirect: input.maxPerDirect,
    salesMinTeam: input.salesMinTeam, bonusShareBp: Math.round(input.bonusShare * 100), rightToCollection: input.rightToCollection,
    sort: input.sort, isActive: input.isActive,
  }),
  references: (tx, ids) => referencesOf(tx, ids, [
    [users.clubId, 'validation.clubHeld'],
    [users.clubTravelId, 'validation.clubHeld'],
    [clubQualifications.clubId, 'validation.clubHeld'],
  ]),
};

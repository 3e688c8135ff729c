import { travelCollectionSchema, travelInputSchema, travelSchema, type Travel, type TravelInput } from '@vo/domain';
import { excursions, journeys, reservations } from '../../db/schema';
import { bookableValues, seatsFit } from '../bookable';
import { deleteCataloguePhotos } from '../catalogue-photo';
import type { CatalogueResource } from '../catalogue-resource';
import { visibleTo } from '../catalogue-viewer';
import { referencesOf } from '../references';
import { presentTravel } from './travel.presenter';
import { TRAVEL_COLLECTION, travelSource, type TravelRow } from './travel-list';

/** Journeys (`/api/travel`): read by members as `isVisibleTo` allows, managed by the console's table service. */
export const TRAVEL: CatalogueResource<typeof journeys, TravelRow, Travel, TravelInput> = {
  base: '/api/travel',
  tag: 'catalogue',
  table: journeys,
  photoTable: journeys,
  item: travelSchema,
  collectionSchema: travelCollectionSchema,
  input: travelInputSchema,
  collection: TRAVEL_COLLECTION,
  source: travelSource,
  scope: (viewer) => visibleTo(viewer, journeys),
  present: presentTravel,
  values: (input) => ({
    ...bookableValues(input),
    family: input.family,
    kind: input.kind,
    destination: input.destination,
    countryCode: input.country,
    departureOn: input.departureOn,
    returnOn: input.returnOn,
    bookingClosesOn: input.bookingClosesOn,
  }),
  check: async (_tx, input, current) => seatsFit(input, current),
  references: (tx, ids) => referencesOf(tx, ids, [[excursions.journeyId, 'validation.hasExcursions'], [reservations.journeyId, 'validation.hasReservations']]),
  removed: (tx, rows) => deleteCataloguePhotos(tx, rows.map((row) => row.photoId)),
};

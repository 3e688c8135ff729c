import {
  excursionCollectionSchema, excursionInputSchema, excursionSchema, madridDay, type Excursion, type ExcursionInput, type Violation,
} from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { excursions, journeys, reservations } from '../../db/schema';
import { bookableValues, seatsFit } from '../bookable';
import { deleteCataloguePhotos } from '../catalogue-photo';
import type { CatalogueResource } from '../catalogue-resource';
import { referencesOf } from '../references';
import { presentExcursion } from './excursion.presenter';
import { EXCURSION_COLLECTION, excursionScope, excursionSource } from './excursion-list';

type ExcursionRow = typeof excursions.$inferSelect;

/**
 * The excursion's journey exists (locked for share until the commit, so it cannot be deleted meanwhile), the
 * excursion falls on one of its days (Madrid), and an excursion somebody booked stays on its journey.
 */
async function fitsJourney(tx: Tx, input: ExcursionInput, current: ExcursionRow | null): Promise<Violation[]> {
  const [journey] = await tx.select({ departureOn: journeys.departureOn, returnOn: journeys.returnOn }).from(journeys)
    .where(eq(journeys.id, input.travel)).for('share');
  if (!journey) return [{ propertyPath: 'travel', code: 'validation.notFound', params: { name: 'travel' } }];
  const violations = seatsFit(input, current);
  const day = madridDay(new Date(input.dateAt));
  if (day < journey.departureOn || day > journey.returnOn) {
    violations.push({ propertyPath: 'dateAt', code: 'validation.excursionOutsideJourney', params: { value: `${journey.departureOn} – ${journey.returnOn}` } });
  }
  if (current && current.journeyId !== input.travel && current.seatsTaken > 0) {
    violations.push({ propertyPath: 'travel', code: 'validation.cannotMoveInUse', params: { name: 'travel' } });
  }
  return violations;
}

/** Excursions (`/api/excursions`), each of one journey. */
export const EXCURSIONS: CatalogueResource<typeof excursions, ExcursionRow, Excursion, ExcursionInput> = {
  base: '/api/excursions',
  tag: 'catalogue',
  table: excursions,
  photoTable: excursions,
  item: excursionSchema,
  collectionSchema: excursionCollectionSchema,
  input: excursionInputSchema,
  collection: EXCURSION_COLLECTION,
  source: excursionSource,
  scope: excursionScope,
  present: presentExcursion,
  values: (input) => ({ ...bookableValues(input), journeyId: input.travel, dateAt: new Date(input.dateAt) }),
  check: fitsJourney,
  references: (tx, ids) => referencesOf(tx, ids, [[reservations.excursionId, 'validation.hasReservations']]),
  removed: (tx, rows) => deleteCataloguePhotos(tx, rows.map((row) => row.photoId)),
};

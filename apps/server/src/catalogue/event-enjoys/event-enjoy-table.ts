import { eventEnjoyCollectionSchema, eventEnjoyInputSchema, eventEnjoySchema, type EventEnjoy, type EventEnjoyInput } from '@vo/domain';
import { eq } from 'drizzle-orm';
import { attendanceCodes, enjoyEvents, eventCategories, reservations } from '../../db/schema';
import { bookableValues, seatsFit } from '../bookable';
import { deleteCataloguePhotos } from '../catalogue-photo';
import type { CatalogueResource } from '../catalogue-resource';
import { referencesOf } from '../references';
import { presentEventEnjoy } from './event-enjoy.presenter';
import { EVENT_ENJOY_COLLECTION, eventEnjoyScope, eventEnjoySource } from './event-enjoy-list';

type EventRow = typeof enjoyEvents.$inferSelect;

/** Enjoy events (`/api/event_enjoys`), each in a category. */
export const EVENT_ENJOYS: CatalogueResource<typeof enjoyEvents, EventRow, EventEnjoy, EventEnjoyInput> = {
  base: '/api/event_enjoys',
  tag: 'catalogue',
  table: enjoyEvents,
  photoTable: enjoyEvents,
  item: eventEnjoySchema,
  collectionSchema: eventEnjoyCollectionSchema,
  input: eventEnjoyInputSchema,
  collection: EVENT_ENJOY_COLLECTION,
  source: eventEnjoySource,
  scope: eventEnjoyScope,
  present: presentEventEnjoy,
  values: (input) => ({ ...bookableValues(input), categoryId: input.category, dateAt: new Date(input.dateAt), place: input.place }),
  // The category is locked for share until the commit: it cannot be deleted under a new event.
  check: async (tx, input, current) => {
    const [category] = await tx.select({ id: eventCategories.id }).from(eventCategories).where(eq(eventCategories.id, input.category)).for('share');
    if (!category) return [{ propertyPath: 'category', code: 'validation.notFound', params: { name: 'category' } }];
    return seatsFit(input, current);
  },
  references: (tx, ids) => referencesOf(tx, ids, [
    [attendanceCodes.eventId, 'validation.hasAttendanceCodes'],
    [reservations.eventId, 'validation.hasReservations'],
  ]),
  removed: (tx, rows) => deleteCataloguePhotos(tx, rows.map((row) => row.photoId)),
};

import { categoryEventCollectionSchema, categoryEventInputSchema, categoryEventSchema, type CategoryEvent, type CategoryEventInput } from '@vo/domain';
import { enjoyEvents, eventCategories } from '../../db/schema';
import type { CatalogueResource } from '../catalogue-resource';
import { referencesOf } from '../references';
import { presentCategoryEvent } from './category-event.presenter';
import { CATEGORY_EVENT_COLLECTION, categoryEventScope, categoryEventSource } from './category-event-list';

/** The categories of the Enjoy events (`/api/category_events`). */
export const CATEGORY_EVENTS: CatalogueResource<typeof eventCategories, typeof eventCategories.$inferSelect, CategoryEvent, CategoryEventInput> = {
  base: '/api/category_events',
  tag: 'catalogue',
  table: eventCategories,
  item: categoryEventSchema,
  collectionSchema: categoryEventCollectionSchema,
  input: categoryEventInputSchema,
  collection: CATEGORY_EVENT_COLLECTION,
  source: categoryEventSource,
  scope: categoryEventScope,
  present: presentCategoryEvent,
  values: (input) => ({ name: input.name, type: input.type, groupId: input.groupId, sort: input.sort, isActive: input.isActive }),
  references: (tx, ids) => referencesOf(tx, ids, [[enjoyEvents.categoryId, 'validation.hasEvents']]),
};

import { z } from 'zod';
import { bookableInputShape, bookableItemShape, clearableText, depositWithinPrice, instantField } from './catalogue-fields';
import { iriId } from './payments';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** POST and PUT /api/event_enjoys (admin console): an Enjoy event in a category (its id or IRI). */
export const eventEnjoyInputSchema = z
  .object({ ...bookableInputShape, category: iriId('category_events'), dateAt: instantField, place: clearableText(200) })
  .superRefine(depositWithinPrice);
export type EventEnjoyInput = z.output<typeof eventEnjoyInputSchema>;

/** GET /api/event_enjoys/{id}: an Enjoy event. */
export const eventEnjoySchema = hydraItemSchema('EventEnjoy', {
  ...bookableItemShape,
  category: z.string(),
  dateAt: z.iso.datetime(),
  place: z.string().nullable(),
});
export type EventEnjoy = z.infer<typeof eventEnjoySchema>;

export const eventEnjoyCollectionSchema = hydraCollectionSchema(eventEnjoySchema);

import { z } from 'zod';
import { bookableInputShape, bookableItemShape, depositWithinPrice, instantField } from './catalogue-fields';
import { iriId } from './payments';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** POST and PUT /api/excursions (admin console): an excursion of a journey (`travel`: its id or IRI), on a day of it. */
export const excursionInputSchema = z
  .object({ ...bookableInputShape, travel: iriId('travel'), dateAt: instantField })
  .superRefine(depositWithinPrice);
export type ExcursionInput = z.output<typeof excursionInputSchema>;

/** GET /api/excursions/{id}: an excursion; only members holding a live reservation of its journey may book it. */
export const excursionSchema = hydraItemSchema('Excursion', {
  ...bookableItemShape,
  travel: z.string(),
  dateAt: z.iso.datetime(),
});
export type Excursion = z.infer<typeof excursionSchema>;

export const excursionCollectionSchema = hydraCollectionSchema(excursionSchema);

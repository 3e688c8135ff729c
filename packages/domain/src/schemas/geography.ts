import { z } from 'zod';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** GET /api/countries item: the name in each language (spec section 7), and whether it is in the EU (payout cost, spec section 9). */
export const countrySchema = hydraItemSchema('Country', {
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  namePt: z.string(),
  isEu: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;
export const countryCollectionSchema = hydraCollectionSchema(countrySchema);

/** GET /api/states item: a province of a country (its IRI and its id), and whether it is offered (`status`). */
export const stateSchema = hydraItemSchema('State', {
  country: z.string(),
  countryId: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: z.boolean(),
});
export type State = z.infer<typeof stateSchema>;
export const stateCollectionSchema = hydraCollectionSchema(stateSchema);

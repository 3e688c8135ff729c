import { z } from 'zod';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** GET /api/variables item (spec section 7 "Settings"): a business constant as text, read by its key. */
export const variableSchema = hydraItemSchema('Variable', {
  keyValue: z.string(),
  value: z.string(),
  description: z.string(),
});
export type Variable = z.infer<typeof variableSchema>;
export const variableCollectionSchema = hydraCollectionSchema(variableSchema);

import { z } from 'zod';
import { MAX_ID } from './ids';
import { localizedTextField, localizedTextResponse, optionalFlag } from './catalogue-fields';
import { requiredText, whenMissingOrWrongType } from './fields';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

const integerField = z.number(whenMissingOrWrongType).int('validation.integer');

/** POST and PUT /api/category_events (admin console): a category of Enjoy events; `sort` orders them on screen. */
export const categoryEventInputSchema = z.object({
  name: localizedTextField(100),
  type: requiredText(40),
  groupId: integerField.min(1).max(MAX_ID).nullable().optional(),
  sort: integerField.min(-MAX_ID).max(MAX_ID).optional(),
  isActive: optionalFlag,
});
export type CategoryEventInput = z.output<typeof categoryEventInputSchema>;

/** GET /api/category_events/{id}. */
export const categoryEventSchema = hydraItemSchema('CategoryEvent', {
  name: localizedTextResponse,
  type: z.string(),
  groupId: z.number().int().nullable(),
  sort: z.number().int(),
  isActive: z.boolean(),
});
export type CategoryEvent = z.infer<typeof categoryEventSchema>;

export const categoryEventCollectionSchema = hydraCollectionSchema(categoryEventSchema);

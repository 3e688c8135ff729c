import { z } from 'zod';
import { TRAVEL_TOOL_PLACEHOLDER_LIST, travelToolLinkProblem } from '../bookings/travel-tools';
import { optionalFlag } from './catalogue-fields';
import { requiredText, whenMissingOrWrongType } from './fields';
import { MAX_ID } from './ids';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** A partner's short code, as the console types it: letters, digits and hyphens, kept in lower case. */
const travelToolCodeField = requiredText(40)
  .transform((v) => v.toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9-]{2,40}$/, 'validation.travelToolCode'));

/** The partner's search address with the placeholders of bookings/travel-tools.ts; the problem says which rule fails. */
const searchLinkField = requiredText(500).superRefine((value, ctx) => {
  const problem = travelToolLinkProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value, params: { value: TRAVEL_TOOL_PLACEHOLDER_LIST } });
});

/** POST and PUT /api/travel_tools (admin console): an external travel partner; `sort` orders them on the member's screen. */
export const travelToolInputSchema = z.object({
  code: travelToolCodeField,
  name: requiredText(100),
  searchLink: searchLinkField,
  sort: z.number(whenMissingOrWrongType).int('validation.integer').min(-MAX_ID).max(MAX_ID).optional(),
  isActive: optionalFlag,
});
export type TravelToolInput = z.output<typeof travelToolInputSchema>;

/** GET /api/travel_tools/{id}: a partner and its link template (the browser fills the member's search in). */
export const travelToolSchema = hydraItemSchema('TravelTool', {
  code: z.string(),
  name: z.string(),
  searchLink: z.string(),
  sort: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TravelTool = z.infer<typeof travelToolSchema>;

export const travelToolCollectionSchema = hydraCollectionSchema(travelToolSchema);

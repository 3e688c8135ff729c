import { z } from 'zod';
import { bankTransferInstructionsSchema } from '../payment-instructions';

/**
 * Response bodies are strict: a field the schema does not name fails the tests that check every answer
 * (apps/server/src/lib/response-schemas.ts), so the schema, the presenter and the browser cannot drift apart.
 */

/** An item as API Platform serves it: `@id`, `@type` and `id` (a database id unless said), then the resource's fields. */
export function hydraItemSchema<const Type extends string, Shape extends z.ZodRawShape, Id extends z.ZodType = z.ZodNumber>(
  type: Type,
  shape: Shape,
  id: Id = z.number().int() as unknown as Id,
) {
  return z.strictObject({ '@id': z.string(), '@type': z.literal(type), id, ...shape });
}

const partialCollectionView = z.strictObject({
  '@id': z.string(),
  '@type': z.literal('hydra:PartialCollectionView'),
  'hydra:first': z.string(),
  'hydra:last': z.string(),
  'hydra:previous': z.string().optional(),
  'hydra:next': z.string().optional(),
});

/** A hydra:Collection of items: one page of members, the total and the paging links. */
export function hydraCollectionSchema<Item extends z.ZodType>(item: Item) {
  return z.strictObject({
    '@context': z.string(),
    '@id': z.string(),
    '@type': z.literal('hydra:Collection'),
    'hydra:member': z.array(item),
    'hydra:totalItems': z.number().int().nonnegative(),
    'hydra:view': partialCollectionView,
  });
}

/** The hydra:Error every 4xx and 5xx answer carries, translated into the caller's language. */
export const hydraErrorSchema = z.strictObject({
  '@context': z.literal('/api/contexts/Error'),
  '@type': z.literal('hydra:Error'),
  'hydra:title': z.string(),
  'hydra:description': z.string(),
  code: z.string(),
  violations: z
    .array(
      z.strictObject({
        propertyPath: z.string(),
        code: z.string(),
        message: z.string(),
        params: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .optional(),
  /** What a refusal gives the caller to act on: a login refused for a pending registration payment carries how to pay it. */
  details: z.strictObject({
    payment: bankTransferInstructionsSchema.optional(),
    /** A login refused for a deactivated account: the day it became inactive (decision 114). */
    deactivateDate: z.iso.date().optional(),
  }).optional(),
});

export type HydraCollection<Item> = Omit<z.infer<ReturnType<typeof hydraCollectionSchema<z.ZodUnknown>>>, 'hydra:member'> & {
  'hydra:member': Item[];
};
export type HydraError = z.infer<typeof hydraErrorSchema>;

/** Facts a hydra:Error carries for its caller (`details`). */
export type ErrorDetails = NonNullable<HydraError['details']>;

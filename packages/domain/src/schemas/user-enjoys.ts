import { z } from 'zod';
import { iriId } from './payments';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** Spec "user enjoys": an Enjoy bonus (Travel Points, in euros) a member earned, `level` steps above who spent the points. */
export const userEnjoySchema = hydraItemSchema('UserEnjoy', {
  /** The member who earned it, as an IRI. */
  user: z.string(),
  fromUser: z.strictObject({ id: z.number().int(), username: z.string() }),
  level: z.number().int(),
  points: z.number(),
  /** The spend that caused it (a booking's reference), when known. */
  reference: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type UserEnjoy = z.infer<typeof userEnjoySchema>;
export const userEnjoyCollectionSchema = hydraCollectionSchema(userEnjoySchema);

/** POST /api/user_enjoys: an Enjoy Points spend made outside this system (a booking in the travel engine), recorded by an admin. */
export const enjoySpendSchema = z.object({
  user: iriId('users'),
  points: z.number('validation.invalid').positive('validation.invalid').max(1_000_000),
  reference: z.string().trim().min(1).max(120),
  exempt: z.boolean().optional(),
});
export type EnjoySpendInput = z.input<typeof enjoySpendSchema>;

/** What POST /api/user_enjoys answers: how many upline members earned an Enjoy bonus and the points (euros) paid in all. */
export const enjoySpendResultSchema = z.strictObject({ earners: z.number().int(), points: z.number() });
export type EnjoySpendResult = z.infer<typeof enjoySpendResultSchema>;

import { z } from 'zod';
import { emailField } from './fields';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/**
 * POST /api/enjoy_pass_accesses: give one bought pass to an e-mail address. A double click or a retry is told apart
 * by the Idempotency-Key header (idempotency.ts), never by the body.
 */
export const enjoyPassGiveSchema = z.object({ email: emailField });
export type EnjoyPassGive = z.output<typeof enjoyPassGiveSchema>;

/**
 * Spec section 3 "Enjoy Pass access": e-mail, credentials, valid until, expired, user. `credentials` is the
 * login; the one-time password is only ever in the e-mail to that address (DESIGN.md section 7b).
 */
export const enjoyPassAccessSchema = hydraItemSchema('EnjoyPassAccess', {
  email: z.string(),
  credentials: z.string(),
  validUntil: z.iso.date(),
  expired: z.boolean(),
  user: z.string(),
  createAt: z.string(),
});
export type EnjoyPassAccess = z.infer<typeof enjoyPassAccessSchema>;

export const enjoyPassAccessCollectionSchema = hydraCollectionSchema(enjoyPassAccessSchema);

/** GET /api/enjoy_pass_balance: the passes the member bought, gave and has left to give. */
export const enjoyPassBalanceSchema = z.strictObject({
  '@id': z.string(),
  '@type': z.literal('EnjoyPassBalance'),
  bought: z.number().int().nonnegative(),
  given: z.number().int().nonnegative(),
  left: z.number().int().nonnegative(),
  validityDays: z.number().int().positive(),
});
export type EnjoyPassBalance = z.infer<typeof enjoyPassBalanceSchema>;

import { z } from 'zod';
import { oauthTokenSchema } from './auth';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';
import { userRefSchema } from './users';

/** The audit of one "log in as" (spec section 3 "admin access tokens"): who, as whom, from where, when, whether it still runs. */
export const adminAccessTokenSchema = hydraItemSchema('AdminAccessToken', {
  admin: userRefSchema,
  user: userRefSchema,
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  /** The session it opened can still be used. */
  active: z.boolean(),
});
export type AdminAccessToken = z.infer<typeof adminAccessTokenSchema>;

export const adminAccessTokenCollectionSchema = hydraCollectionSchema(adminAccessTokenSchema);

/** GET /api/admin-access-token/auth/{id}: a token pair of a session as the member, and its audit row's id. */
export const impersonationTokenSchema = oauthTokenSchema.extend({ adminAccessTokenId: z.number().int() });
export type ImpersonationToken = z.infer<typeof impersonationTokenSchema>;

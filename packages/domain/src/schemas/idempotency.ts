import { z } from 'zod';

/**
 * The headers of a request that must happen once (IDEMPOTENCY_KEY_HEADER, idempotency-key.ts): the key is optional
 * (without it every request counts), 1 to 255 characters.
 */
export const idempotencyKeyHeadersSchema = z.looseObject({
  'idempotency-key': z.string().min(1, 'validation.required').max(255).optional(),
});

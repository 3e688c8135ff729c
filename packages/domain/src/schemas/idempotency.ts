import { z } from 'zod';

/**
 * The header a browser sends with a request that must happen once (a payout request): one random key per form
 * submission, reused when the same submission is sent again (IETF draft "The Idempotency-Key HTTP Header Field").
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The headers of such a request: the key is optional (without it every request counts), 1 to 255 characters. */
export const idempotencyKeyHeadersSchema = z.looseObject({
  'idempotency-key': z.string().min(1, 'validation.required').max(255).optional(),
});

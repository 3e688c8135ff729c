import { z } from 'zod';

/**
 * The header a browser sends with a request that must happen once (a payout request, an Enjoy Pass given): one
 * random key per form submission, reused when the same submission is sent again (IETF draft "The Idempotency-Key
 * HTTP Header Field").
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * 1 to 255 letters, digits, `-`, `_`, `.` or `:`: a UUID, a hex string or a ULID fit; a space, a comma (the header
 * sent twice) or any other character does not.
 */
const KEY_PATTERN = /^[A-Za-z0-9._:-]{1,255}$/;

/** The headers of such a request: the key is optional (without it every request counts). */
export const idempotencyKeyHeadersSchema = z.looseObject({
  'idempotency-key': z.string().regex(KEY_PATTERN, 'validation.idempotencyKey').optional(),
});
export type IdempotencyKeyHeaders = z.output<typeof idempotencyKeyHeadersSchema>;

import { z } from 'zod';

/**
 * 1 to 255 letters, digits, `-`, `_`, `.` or `:`: a UUID, a hex string or a ULID fit; a space, a comma (the header
 * sent twice) or any other character does not.
 */
const KEY_PATTERN = /^[A-Za-z0-9._:-]{1,255}$/;

/**
 * The headers of a request that must happen once (IDEMPOTENCY_KEY_HEADER, idempotency-key.ts): the key is optional
 * (without it every request counts).
 */
export const idempotencyKeyHeadersSchema = z.looseObject({
  'idempotency-key': z.string().regex(KEY_PATTERN, 'validation.idempotencyKey').optional(),
});
export type IdempotencyKeyHeaders = z.output<typeof idempotencyKeyHeadersSchema>;

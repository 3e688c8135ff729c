/**
 * The header a browser sends with a request that must happen once (a payout request, an Enjoy Pass given): one random key per form
 * submission, reused when the same submission is sent again (IETF draft "The Idempotency-Key HTTP Header Field").
 * Apart from its schema (schemas/idempotency.ts): the browser's first download needs the name, not zod.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

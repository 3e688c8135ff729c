import { z } from 'zod';
import { whenMissingOrWrongType } from './fields';

const REJECT_REASON_MIN = 3;
export const REJECT_REASON_MAX = 500;

/** POST /api/admin/payments/{id}/reject: the reason the member is told, trimmed. */
export const paymentRejectSchema = z.object({
  reason: z.string(whenMissingOrWrongType).trim().min(1, 'validation.required').min(REJECT_REASON_MIN).max(REJECT_REASON_MAX),
});

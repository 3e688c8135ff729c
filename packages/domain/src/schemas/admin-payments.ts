import { z } from 'zod';
import { whenMissingOrWrongType } from './fields';
import { paymentSchema } from './payments';
import { memberRefSchema } from './member-ref';
import { hydraCollectionSchema } from './responses/hydra';

const REJECT_REASON_MIN = 3;
export const REJECT_REASON_MAX = 500;

/** POST /api/admin/payments/{id}/reject: the reason the member is told, trimmed. */
export const paymentRejectSchema = z.object({
  reason: z.string(whenMissingOrWrongType).trim().min(1, 'validation.required').min(REJECT_REASON_MIN).max(REJECT_REASON_MAX),
});

/** GET /api/admin/payments: a payment plus who paid (name: first name and surname, null without a profile). */
export const adminPaymentSchema = paymentSchema.extend({
  member: memberRefSchema,
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentCollectionSchema = hydraCollectionSchema(adminPaymentSchema);

/** POST /api/admin/payments/{id}/confirm and /refund: the payment, and whether this call changed it (false on a replay). */
export const paymentChangeSchema = paymentSchema.extend({ changed: z.boolean() });
export type PaymentChange = z.infer<typeof paymentChangeSchema>;

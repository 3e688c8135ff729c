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

/**
 * GET /api/admin/payments/{id}/refund-preview: what a refund would reverse, computed by the refund itself in a
 * transaction rolled back. Amounts in euros, negative when taken from the account.
 */
export const refundPreviewSchema = z.strictObject({
  paymentId: z.number().int(),
  amount: z.number(),
  /** The ledger lines the refund posts: the money back, commissions and bonuses clawed back, company accounts. */
  movements: z.array(z.strictObject({
    member: z.strictObject({ id: z.number().int(), username: z.string() }).nullable(),
    account: z.string(),
    amount: z.number(),
  })),
  /** Network volume (points, shown like euros) taken off the payer. */
  volume: z.number(),
  /** The invoices a rectifying one would cancel, and its amount. */
  invoices: z.array(z.strictObject({ rectifies: z.string(), amount: z.number() })),
});
export type RefundPreview = z.infer<typeof refundPreviewSchema>;

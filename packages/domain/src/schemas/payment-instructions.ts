import { z } from 'zod';
import { PAYMENT_BY_OPTIONS } from '../payments';

const instructionsBase = { paymentId: z.number().int(), amount: z.number() };

/**
 * A bank transfer: the company account and the concept (the member's username, spec section 4), amount in euros.
 * Also what a login refused for a pending registration payment carries (hydra:Error `details.payment`, issue 18).
 */
export const bankTransferInstructionsSchema = z.strictObject({
  paymentId: instructionsBase.paymentId,
  method: z.literal('TRANS_PAYMENT'),
  iban: z.string(),
  beneficiary: z.string(),
  concept: z.string(),
  amount: instructionsBase.amount,
});
export type BankTransferInstructions = z.infer<typeof bankTransferInstructionsSchema>;

/**
 * GET /api/payments/payWith/{id} (and the registration's `payment`): how to pay a pending payment, by method.
 * A bank transfer names the company account and the concept; a card carries the PaymentIntent's secret and the key
 * Stripe Elements needs; our own balances only the amount.
 */
export const paymentInstructionsSchema = z.discriminatedUnion('method', [
  bankTransferInstructionsSchema,
  z.strictObject({
    paymentId: instructionsBase.paymentId,
    method: z.literal('STRIPE_PAYMENT'),
    amount: instructionsBase.amount,
    clientSecret: z.string(),
    publishableKey: z.string(),
  }),
  z.strictObject({
    paymentId: instructionsBase.paymentId,
    method: z.enum(PAYMENT_BY_OPTIONS).exclude(['TRANS_PAYMENT', 'STRIPE_PAYMENT']),
    amount: instructionsBase.amount,
  }),
]);
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

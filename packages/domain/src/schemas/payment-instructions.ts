import { z } from 'zod';

/**
 * How to pay a pending payment (the registration's answer, GET /api/payments/payWith/{id}): the amount in euros;
 * for a bank transfer the company's IBAN, beneficiary and the username as concept (spec section 4); for a card the
 * Stripe PaymentIntent's client secret and the publishable key.
 */
export const paymentInstructionsSchema = z.strictObject({
  paymentId: z.number().int(),
  /** The payment's `paymentBy` (STRIPE_PAYMENT, TRANS_PAYMENT, WALLET_PAYMENT...); the payments table keeps it as text. */
  method: z.string(),
  amount: z.number(),
  iban: z.string().optional(),
  beneficiary: z.string().optional(),
  concept: z.string().optional(),
  clientSecret: z.string().optional(),
  publishableKey: z.string().optional(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

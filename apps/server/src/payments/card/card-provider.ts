import Stripe from 'stripe';
import type { Config } from '../../config';

/** What the payment flow needs from a card processor; the only implementation is Stripe's official SDK. */
export interface CardProvider {
  publishableKey: string;
  /** One PaymentIntent per payment: the payment id is the idempotency key, so asking twice gives the same intent. */
  openIntent(payment: { id: number; userId: number; total: number }): Promise<CardIntent>;
  readIntent(intentId: string): Promise<CardIntent>;
  /** Gives a succeeded intent's whole amount back to the card (idempotent per intent). */
  refundIntent(intentId: string): Promise<void>;
  /** Verifies the `Stripe-Signature` header over the raw body; throws on a forged or stale event. */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event;
}

export interface CardIntent {
  id: string;
  clientSecret: string;
  status: Stripe.PaymentIntent.Status;
  /** Cents charged, to compare with the payment's total before confirming. */
  amount: number;
  currency: string;
  paymentId: number | null;
}

export function toCardIntent(intent: Stripe.PaymentIntent): CardIntent {
  const paymentId = Number(intent.metadata?.paymentId);
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    paymentId: Number.isSafeInteger(paymentId) && paymentId > 0 ? paymentId : null,
  };
}

/** Stripe when its three keys are configured, otherwise null (card payments are then "not configured"). */
export function createCardProvider(config: Config): CardProvider | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  if (!secretKey || !publishableKey || !webhookSecret) return null;
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    ...(api && { host: api.hostname, port: api.port, protocol: api.protocol === 'http:' ? 'http' : 'https' }),
  });
  return {
    publishableKey,
    async openIntent(payment) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: payment.total,
          currency: 'eur',
          automatic_payment_methods: { enabled: true },
          metadata: { paymentId: String(payment.id), userId: String(payment.userId) },
        },
        { idempotencyKey: `payment-${payment.id}-${payment.total}` },
      );
      return toCardIntent(intent);
    },
    async readIntent(intentId) {
      return toCardIntent(await stripe.paymentIntents.retrieve(intentId));
    },
    async refundIntent(intentId) {
      await stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey: `refund-${intentId}` });
    },
    verifyEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    },
  };
}

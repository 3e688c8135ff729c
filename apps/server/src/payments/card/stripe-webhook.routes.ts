import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { toCardIntent, type CardProvider } from './card-provider';
import { recordCardFailure, reverseCardPayment, settleCardIntent } from './settle-card-intent';

/**
 * POST /api/webhooks/stripe: Stripe's signed notifications. The signature is checked over the raw
 * bytes, so this plugin keeps JSON bodies as buffers; a forged or stale event is refused (400).
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{ db: Db; card: CardProvider | null }> = async (app, { db, card }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/webhooks/stripe', { config: { access: 'public' }, schema: { tags: ['payments'], hide: true } }, async (request) => {
    if (!card) throw new AppError('CARD_NOT_CONFIGURED');
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
    let event: Stripe.Event;
    try {
      event = card.verifyEvent(request.body, signature);
    } catch {
      throw new AppError('WEBHOOK_SIGNATURE_INVALID');
    }
    if (event.type === 'payment_intent.succeeded') {
      try {
        const { changed } = await settleCardIntent(db, card, toCardIntent(event.data.object));
        return { received: true, applied: changed };
      } catch (error) {
        // Not ours or not matching (amount, intent): retrying would not help, so acknowledge and keep a trace.
        if (!(error instanceof AppError)) throw error;
        request.log.error({ eventId: event.id, code: error.code }, 'stripe event not applied');
        return { received: true, applied: false };
      }
    }
    // A refund made in Stripe's dashboard, or a dispute the bank opened: the payment is reversed here too.
    if (event.type === 'charge.refunded' || event.type === 'charge.dispute.created') {
      const object = event.data.object;
      const intentId = typeof object.payment_intent === 'string' ? object.payment_intent : object.payment_intent?.id;
      const full = event.type === 'charge.dispute.created' || (object as Stripe.Charge).refunded;
      if (!intentId || !full) return { received: true, applied: false };
      const kind = event.type === 'charge.refunded' ? 'refund' : 'chargeback';
      const { changed } = await reverseCardPayment(db, intentId, kind, `stripe ${event.id}`);
      return { received: true, applied: changed };
    }
    if (event.type === 'payment_intent.payment_failed') {
      const intent = event.data.object;
      await recordCardFailure(db, toCardIntent(intent), intent.last_payment_error?.message ?? 'card declined');
    }
    return { received: true, applied: false };
  });
};

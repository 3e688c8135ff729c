import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { confirmPayment } from '../confirm-payment';
import { refundPayment, type RefundKind } from '../refund-payment';
import type { CardIntent } from './card-provider';

type Payment = typeof payments.$inferSelect;

/** The intent must be the one opened for this payment and charge exactly its total in euros. */
function assertIntentPays(payment: Payment, intent: CardIntent) {
  const matches = payment.paymentBy === 'STRIPE_PAYMENT' && payment.providerReference === intent.id
    && intent.amount === payment.total && intent.currency === 'eur';
  if (!matches) throw new AppError('PAYMENT_NOT_VALID');
}

/**
 * Applies what Stripe says about a card payment: a succeeded intent confirms the payment (idempotent,
 * so the webhook and the browser's confirmation may both arrive); anything else leaves it pending.
 */
export async function settleCardIntent(db: Db, intent: CardIntent): Promise<{ payment: Payment; changed: boolean }> {
  if (!intent.paymentId) throw new AppError('PAYMENT_NOT_FOUND');
  const paymentId = intent.paymentId;
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
    assertIntentPays(payment, intent);
    if (intent.status !== 'succeeded') return { payment, changed: false };
    return confirmPayment(tx, payment.id, null);
  });
}

/** A declined card leaves the payment pending (the member may try again) with the processor's reason. */
export async function recordCardFailure(db: Db, intent: CardIntent, reason: string): Promise<void> {
  if (!intent.paymentId) return;
  await db.update(payments).set({ reason: reason.slice(0, 500) }).where(and(
    eq(payments.id, intent.paymentId), eq(payments.providerReference, intent.id), eq(payments.status, 'pending'),
  ));
}

/** Stripe refunded a card payment or its holder disputed it: reverse what it caused (only a paid payment). */
export async function reverseCardPayment(db: Db, intentId: string, kind: RefundKind, reason: string): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select({ id: payments.id, status: payments.status }).from(payments)
      .where(and(eq(payments.providerReference, intentId), eq(payments.paymentBy, 'STRIPE_PAYMENT')));
    if (!payment || (payment.status !== 'paid' && payment.status !== 'refunded')) return { changed: false };
    return refundPayment(tx, payment.id, kind, reason);
  });
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { confirmPayment } from '../confirm-payment';
import { refundPayment, type RefundKind } from '../refund-payment';
import { cancelShopOrderOf } from '../../shop/orders/cancel-order';
import type { CardIntent, CardProvider } from './card-provider';

type Payment = typeof payments.$inferSelect;
/** Words for whoever reads the payment later; the code decides by the payment's status, never by this text. */
const SOLD_OUT_REFUNDED = 'Sold out while paying: the card was refunded';

/** The intent must be the one opened for this payment and charge exactly its total in euros. */
function assertIntentPays(payment: Payment, intent: CardIntent) {
  const matches = payment.paymentBy === 'STRIPE_PAYMENT' && payment.providerReference === intent.id
    && intent.amount === payment.total && intent.currency === 'eur';
  if (!matches) throw new AppError('PAYMENT_NOT_VALID');
}

/**
 * Applies what Stripe says about a card payment: a succeeded intent confirms the payment (idempotent,
 * so the webhook and the browser's confirmation may both arrive); anything else leaves it pending.
 * A shop order whose stock ran out while the card was being charged cannot be confirmed: the charge is
 * refunded in full and the payment and its order are cancelled (SHOP_SOLD_OUT_REFUNDED). A charge that succeeds for
 * a payment already closed (cancelled by its member or the console, expired, or sold out on an earlier arrival) is
 * refunded in full too (PAYMENT_CLOSED_REFUNDED): money is never kept for something that will not be delivered.
 */
export async function settleCardIntent(db: Db, card: CardProvider, intent: CardIntent): Promise<{ payment: Payment; changed: boolean }> {
  if (!intent.paymentId) throw new AppError('PAYMENT_NOT_FOUND');
  const paymentId = intent.paymentId;
  let settled: { payment: Payment; changed: boolean } | 'closed';
  try {
    settled = await db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
      assertIntentPays(payment, intent);
      if (intent.status !== 'succeeded') return { payment, changed: false };
      if (payment.status === 'cancelled' || payment.status === 'expired') return 'closed';
      return confirmPayment(tx, payment.id, null);
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'SHOP_SOLD_OUT') throw error;
    await refundSoldOutCharge(db, card, intent, paymentId);
    throw new AppError('SHOP_SOLD_OUT_REFUNDED');
  }
  if (settled !== 'closed') return settled;
  // Stripe refunds an intent once per idempotency key, so the webhook and the browser may both arrive here.
  await card.refundIntent(intent.id);
  throw new AppError('PAYMENT_CLOSED_REFUNDED');
}

/** The money goes back first (Stripe dedupes by intent), then the payment and its order close: a retry finds them closed. */
async function refundSoldOutCharge(db: Db, card: CardProvider, intent: CardIntent, paymentId: number) {
  await card.refundIntent(intent.id);
  await db.transaction(async (tx) => {
    const closed = await tx.update(payments).set({ status: 'cancelled', reason: SOLD_OUT_REFUNDED })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending'))).returning({ id: payments.id });
    if (closed.length) await cancelShopOrderOf(tx, paymentId);
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

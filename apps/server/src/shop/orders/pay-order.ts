import { and, eq, gte, sql } from 'drizzle-orm';
import type { InvoiceConcept } from '@vo/domain';
import type { Tx } from '../../db/client';
import { products, shopOrderItems, shopOrders, type payments } from '../../db/schema';
import { AppError } from '../../lib/errors';

type Payment = typeof payments.$inferSelect;

/**
 * The shop's part of confirming a payment (confirm-payment.ts), in its transaction: each line's stock is taken by a
 * conditional update (`stock >= quantity`, the row lock decides between parallel buyers, lines in product order so
 * two orders never wait on each other crosswise). A line that does not fit throws SHOP_SOLD_OUT and the whole
 * confirmation rolls back: no money moves, the payment stays pending.
 */
export async function payShopOrder(tx: Tx, payment: Payment): Promise<InvoiceConcept> {
  const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.paymentId, payment.id)).for('update');
  if (!order || order.status !== 'pending_payment') throw new AppError('PAYMENT_NOT_VALID');
  const lines = await tx.select().from(shopOrderItems).where(eq(shopOrderItems.orderId, order.id)).orderBy(shopOrderItems.productId);
  for (const line of lines) {
    const taken = await tx.update(products).set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity))).returning({ id: products.id });
    if (!taken.length) throw new AppError('SHOP_SOLD_OUT');
  }
  await tx.update(shopOrders).set({ status: 'paid' }).where(eq(shopOrders.id, order.id));
  return { kind: 'shop', orderId: order.id };
}

/**
 * A refunded shop payment (from the console's order, the payments screen or Stripe) cancels its order and gives the
 * units back, unless the order has shipped: those goods have left, and a return is handled by hand.
 */
export async function cancelRefundedShopOrder(tx: Tx, paymentId: number): Promise<void> {
  const [order] = await tx.update(shopOrders).set({ status: 'cancelled', cancelledAt: new Date() })
    .where(and(eq(shopOrders.paymentId, paymentId), eq(shopOrders.status, 'paid'))).returning({ id: shopOrders.id });
  if (order) await returnStock(tx, order.id);
}

/** Gives a cancelled paid order's units back to stock. */
async function returnStock(tx: Tx, orderId: number): Promise<void> {
  const lines = await tx.select().from(shopOrderItems).where(eq(shopOrderItems.orderId, orderId)).orderBy(shopOrderItems.productId);
  for (const line of lines) {
    await tx.update(products).set({ stock: sql`${products.stock} + ${line.quantity}` }).where(eq(products.id, line.productId));
  }
}

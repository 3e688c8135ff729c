import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payments, shopOrders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { refundPayment } from '../../payments/refund-payment';

/** A rejected or expired payment (an admin's reject, the expiry job) cancels the shop order still waiting for it. */
export async function cancelShopOrderOf(tx: Tx, paymentIds: number | readonly number[]): Promise<void> {
  const ids = typeof paymentIds === 'number' ? [paymentIds] : [...paymentIds];
  if (!ids.length) return;
  await tx.update(shopOrders).set({ status: 'cancelled', cancelledAt: new Date() })
    .where(and(inArray(shopOrders.paymentId, ids), eq(shopOrders.status, 'pending_payment')));
}

/**
 * The console's moves of an order, under its row lock: a paid order is shipped; a pending one is cancelled with its
 * payment; a paid one is cancelled by refunding its payment through the refund path (money, volume, commissions,
 * rectifying invoice, the order cancelled and its units back to stock). A shipped order stays as it is.
 */
export async function changeShopOrder(tx: Tx, orderId: number, status: 'shipped' | 'cancelled', reason: string) {
  const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, orderId)).for('update');
  if (!order) throw new AppError('NOT_FOUND');
  if (status === 'shipped') {
    if (order.status !== 'paid') throw new AppError('SHOP_ORDER_STATE');
    await tx.update(shopOrders).set({ status, shippedAt: new Date() }).where(eq(shopOrders.id, orderId));
    return;
  }
  if (order.status === 'pending_payment') {
    await tx.update(payments).set({ status: 'cancelled' }).where(and(eq(payments.id, order.paymentId), eq(payments.status, 'pending')));
  } else if (order.status === 'paid') {
    await refundPayment(tx, order.paymentId, 'refund', reason); // which cancels the order and returns its units
    return;
  } else {
    throw new AppError('SHOP_ORDER_STATE');
  }
  await tx.update(shopOrders).set({ status, cancelledAt: new Date() }).where(eq(shopOrders.id, orderId));
}

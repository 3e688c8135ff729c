import { eq } from 'drizzle-orm';
import { isAdmin, type SessionUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { payments, registerOrders, users, type PAYMENT_TYPES } from '../db/schema';
import { AppError } from '../lib/errors';
import { confirmPayment, type CommissionHook } from './confirm-payment';
import { WALLET_PAYMENT, type PaymentBy } from '@vo/domain';
import { paymentInstructions } from './instructions';
import { openOrder, preparePayment } from './open-order';

type PaymentType = (typeof PAYMENT_TYPES)[number];

export interface PaymentRequest {
  userId?: number;
  paymentBy: PaymentBy;
  action: string;
  type: PaymentType;
}

export interface OrderRequest {
  newMember: number;
  payment: number;
  extra: Record<string, string>;
}

export function paymentsService(db: Db, commissions: CommissionHook) {
  /** A payment of the viewer (an admin: anyone's); others are "not found". */
  async function ownPayment(viewer: SessionUser, id: number) {
    const [payment] = await db.select().from(payments).where(eq(payments.id, id));
    if (!payment || (payment.userId !== viewer.id && !isAdmin(viewer))) throw new AppError('PAYMENT_NOT_FOUND');
    return payment;
  }

  return {
    ownPayment,

    /** Step 1 of spec section 4: the payment, in "prepare", priced later by its order. */
    async prepare(viewer: SessionUser, request: PaymentRequest) {
      const userId = request.userId ?? viewer.id;
      if (userId !== viewer.id && !isAdmin(viewer)) throw new AppError('FORBIDDEN');
      return db.transaction((tx) => preparePayment(tx, userId, request.paymentBy, request.type, request.action));
    },

    /** Step 2: the register order of one's own payment (an admin: anyone's). */
    async order(viewer: SessionUser, request: OrderRequest) {
      await ownPayment(viewer, request.payment);
      return db.transaction((tx) => openOrder(tx, request.payment, request.newMember, request.extra));
    },

    /** How to pay (GET payWith). */
    async instructions(viewer: SessionUser, id: number) {
      const payment = await ownPayment(viewer, id);
      const [owner] = await db.select({ username: users.username }).from(users).where(eq(users.id, payment.userId));
      return paymentInstructions(db, payment, owner!.username);
    },

    /** The member pays a pending payment from the wallet: debited and confirmed in one transaction. */
    async payWithWallet(viewer: SessionUser, id: number) {
      const payment = await ownPayment(viewer, id);
      if (payment.paymentBy !== WALLET_PAYMENT) throw new AppError('PAYMENT_NOT_VALID');
      return db.transaction((tx) => confirmPayment(tx, payment.id, viewer.id, commissions));
    },

    /** An admin confirms a received bank transfer (idempotent). */
    async adminConfirm(admin: SessionUser, id: number) {
      await ownPayment(admin, id);
      return db.transaction((tx) => confirmPayment(tx, id, admin.id, commissions));
    },

    /** An admin rejects a pending payment with a reason; its order is rejected too. */
    async adminReject(admin: SessionUser, id: number, reason: string) {
      return db.transaction(async (tx) => {
        const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
        if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
        if (payment.status !== 'pending' && payment.status !== 'prepare') throw new AppError('PAYMENT_NOT_VALID');
        await tx.update(registerOrders).set({ status: 'rejected', updatedAt: new Date() }).where(eq(registerOrders.paymentId, id));
        const [rejected] = await tx.update(payments).set({ status: 'rejected', reason, confirmedBy: admin.id }).where(eq(payments.id, id)).returning();
        return rejected!;
      });
    },

    /** Register-order state machine: a member may only cancel their own pending order (and its payment). */
    async changeOrderStatus(viewer: SessionUser, orderId: number, status: 'cancelled') {
      return db.transaction(async (tx) => {
        const [order] = await tx.select().from(registerOrders).where(eq(registerOrders.id, orderId)).for('update');
        const [payment] = order ? await tx.select().from(payments).where(eq(payments.id, order.paymentId)) : [];
        if (!order || !payment || (payment.userId !== viewer.id && !isAdmin(viewer))) throw new AppError('NOT_FOUND');
        if (order.status !== 'pending' || status !== 'cancelled') throw new AppError('PAYMENT_NOT_VALID');
        await tx.update(payments).set({ status: 'cancelled' }).where(eq(payments.id, payment.id));
        const [updated] = await tx.update(registerOrders).set({ status, updatedAt: new Date() }).where(eq(registerOrders.id, orderId)).returning();
        return updated!;
      });
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;

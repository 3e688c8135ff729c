import { eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/current-user';
import { assertOwnerOrAdmin, isOwnerOrAdmin, ownedOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { payments, registerOrders, users, type PAYMENT_TYPES } from '../db/schema';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../lib/errors';
import { confirmPayment } from './confirm-payment';
import { ENJOY_POINTS_PAYMENT, WALLET_PAYMENT, type PaymentBy } from '@vo/domain';
import type { CardProvider } from './card/card-provider';
import { settleCardIntent } from './card/settle-card-intent';
import { checkPassPayment } from './enjoy-pass';
import { paymentInstructions } from './instructions';
import { refundPayment } from './refund-payment';
import { openOrder, preparePayment } from './open-order';
import type { Payer } from './payment-methods';
import { cancelShopOrderOf } from '../shop/orders/cancel-order';

type PaymentType = (typeof PAYMENT_TYPES)[number];

export interface PaymentRequest {
  userId?: number;
  paymentBy: PaymentBy;
  action: string;
  type: PaymentType;
  /** Euros entered; only an Enjoy Pass uses it (spec section 4). */
  amount?: number;
  /** Passes of an Enjoy Pass, when the browser names them in step 1. */
  enjoypass?: number;
}

export interface OrderRequest {
  newMember: number;
  payment: number;
  extra: Record<string, string>;
}

export function paymentsService(db: Db, card: CardProvider | null) {
  /** A payment of the viewer (an admin: anyone's); others are "not found". */
  async function ownPayment(viewer: SessionUser, id: number) {
    const [payment] = await db.select().from(payments).where(eq(payments.id, id));
    return ownedOrAdmin(viewer, payment, (p) => p.userId, 'PAYMENT_NOT_FOUND');
  }

  /** The member pays a pending payment from their wallet or Enjoy Points: debited and confirmed in one transaction. */
  async function payWithWallet(viewer: SessionUser, id: number) {
    const payment = await ownPayment(viewer, id);
    if (payment.paymentBy !== WALLET_PAYMENT && payment.paymentBy !== ENJOY_POINTS_PAYMENT) throw new AppError('PAYMENT_NOT_VALID');
    return db.transaction((tx) => confirmPayment(tx, payment.id, viewer.id));
  }

  /** After the browser's card step: asks Stripe how the intent went; confirms it if it succeeded. */
  async function settleCard(viewer: SessionUser, id: number) {
    const payment = await ownPayment(viewer, id);
    if (payment.paymentBy !== 'STRIPE_PAYMENT' || !payment.providerReference) throw new AppError('PAYMENT_NOT_VALID');
    if (!card) throw new AppError('CARD_NOT_CONFIGURED');
    return settleCardIntent(db, card, await card.readIntent(payment.providerReference));
  }

  return {
    ownPayment,

    /** Step 1 of spec section 4: the payment, in "prepare", priced later by its order. */
    async prepare(viewer: SessionUser, request: PaymentRequest) {
      const userId = request.userId ?? viewer.id;
      assertOwnerOrAdmin(viewer, userId, 'FORBIDDEN');
      return db.transaction(async (tx) => {
        await checkPassPayment(tx, request);
        return preparePayment(tx, userId, request.paymentBy, request.type, request.action, card !== null, request.enjoypass ?? null);
      });
    },

    /** Step 2: the register order of one's own payment (an admin: anyone's). */
    async order(viewer: SessionUser, request: OrderRequest, payer: Payer) {
      await ownPayment(viewer, request.payment);
      return db.transaction((tx) => openOrder(tx, request.payment, request.newMember, request.extra, payer));
    },

    /** A register order of one of the viewer's payments (an admin: anyone's); others are "not found". */
    async ownOrder(viewer: SessionUser, id: number) {
      const [row] = await db.select({ order: registerOrders, userId: payments.userId }).from(registerOrders)
        .innerJoin(payments, eq(payments.id, registerOrders.paymentId)).where(eq(registerOrders.id, id));
      return ownedOrAdmin(viewer, row, (r) => r.userId).order;
    },

    /**
     * The member's own confirmation: a wallet or Enjoy Points payment is debited here; a card payment is checked
     * with Stripe (the webhook confirms it too, whichever comes first).
     */
    async confirm(viewer: SessionUser, id: number) {
      const { paymentBy } = await ownPayment(viewer, id);
      const { payment } = paymentBy === 'STRIPE_PAYMENT' ? await settleCard(viewer, id) : await payWithWallet(viewer, id);
      return payment;
    },

    /** How to pay (GET payWith). */
    async instructions(viewer: SessionUser, id: number) {
      const payment = await ownPayment(viewer, id);
      const [owner] = await db.select({ username: users.username }).from(users).where(eq(users.id, payment.userId));
      return paymentInstructions(db, payment, owner!.username, card);
    },

    /** An admin confirms a received bank transfer (idempotent). */
    async adminConfirm(admin: SessionUser, id: number) {
      await ownPayment(admin, id);
      return db.transaction((tx) => confirmPayment(tx, id, admin.id));
    },

    /** An admin rejects a pending payment with a reason; its order is rejected too. */
    async adminReject(admin: SessionUser, id: number, reason: string) {
      return db.transaction(async (tx) => {
        const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
        if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
        if (payment.status !== 'pending' && payment.status !== 'prepare') throw new AppError('PAYMENT_NOT_VALID');
        await tx.update(registerOrders).set({ status: 'rejected', updatedAt: new Date() }).where(eq(registerOrders.paymentId, id));
        await cancelShopOrderOf(tx, id);
        const [rejected] = await tx.update(payments).set({ status: 'rejected', reason, confirmedBy: admin.id }).where(eq(payments.id, id)).returning();
        return rejected!;
      });
    },

    /** An admin refunds a paid payment: everything it caused is reversed (refund-payment.ts). */
    async adminRefund(admin: SessionUser, id: number, reason: string, ip: string) {
      const payment = await ownPayment(admin, id);
      return db.transaction(async (tx) => {
        const change = await refundPayment(tx, id, 'refund', reason);
        await recordAudit(tx, { kind: 'refund', actorId: admin.id, memberId: payment.userId, ip, details: { paymentId: id, reason } });
        return change;
      });
    },

    /** Register-order state machine: a member may only cancel their own pending order (and its payment). */
    async changeOrderStatus(viewer: SessionUser, orderId: number, status: 'cancelled') {
      return db.transaction(async (tx) => {
        const [order] = await tx.select().from(registerOrders).where(eq(registerOrders.id, orderId)).for('update');
        const [payment] = order ? await tx.select().from(payments).where(eq(payments.id, order.paymentId)) : [];
        if (!order || !payment || !isOwnerOrAdmin(viewer, payment.userId)) throw new AppError('NOT_FOUND');
        if (order.status !== 'pending' || status !== 'cancelled') throw new AppError('PAYMENT_NOT_VALID');
        await tx.update(payments).set({ status: 'cancelled' }).where(eq(payments.id, payment.id));
        const [updated] = await tx.update(registerOrders).set({ status, updatedAt: new Date() }).where(eq(registerOrders.id, orderId)).returning();
        return updated!;
      });
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;

import { eq, sql } from 'drizzle-orm';
import { planCommissions, type CommissionOptions } from '../commissions/plan-commissions';
import type { Tx } from '../db/client';
import { memberships, payments, registerOrders, users } from '../db/schema';
import { issueInvoice } from '../invoices/invoices.service';
import { postTransaction, type Posting } from '../ledger/ledger.service';
import { AppError } from '../lib/errors';
import { setMemberActive } from '../network/direct-counters';
import { recordVolume } from '../network/volumes';
import { payShopOrder } from '../shop/orders/pay-order';
import { assertOnlyRegistrationPayment } from './one-registration-payment';
import { ENJOY_POINTS_PAYMENT, WALLET_PAYMENT, type InvoiceConcept } from '@vo/domain';

type Payment = typeof payments.$inferSelect;

const addInterval = (from: string | null, interval: '1 month' | '1 year') => sql<string>`
  (greatest(coalesce(${from}::date, current_date), current_date) + interval '${sql.raw(interval)}')::date`;

/** Where the money came from: outside (bank, card), the member's own wallet or their Enjoy Points (an Enjoy Pass). */
function source(payment: Payment): Posting {
  if (payment.paymentBy === WALLET_PAYMENT) return { account: { userId: payment.userId, kind: 'wallet_available' }, amount: -payment.total };
  if (payment.paymentBy === ENJOY_POINTS_PAYMENT) return { account: { userId: payment.userId, kind: 'enjoy_points' }, amount: -payment.total };
  return { account: { company: 'company_bank' }, amount: -payment.total };
}

/** Points bought, and points spent on an Enjoy Pass, get a receipt; memberships and shop orders get an invoice. */
const RECEIPT_TYPES: readonly Payment['type'][] = ['enjoy_points', 'enjoy_pass'];

/** The ledger side of a payment: membership fees are revenue and tax; bought points are owed to the member. */
function postings(payment: Payment): Posting[] {
  const lines: Posting[] = [source(payment)];
  if (payment.enjoyPoints) lines.push({ account: { userId: payment.userId, kind: 'enjoy_points' }, amount: payment.enjoyPoints });
  // Points sold at a value other than 1 euro each leave a difference that is revenue (or a discount).
  const revenue = payment.net - payment.enjoyPoints;
  if (revenue) lines.push({ account: { company: 'company_revenue' }, amount: revenue });
  if (payment.tax) lines.push({ account: { company: 'company_taxes' }, amount: payment.tax });
  if (payment.fee) lines.push({ account: { company: 'company_fees' }, amount: payment.fee });
  return lines;
}

async function applyMembership(tx: Tx, payment: Payment, order: typeof registerOrders.$inferSelect): Promise<InvoiceConcept> {
  const [membership] = await tx.select().from(memberships).where(eq(memberships.id, order.newMemberId));
  const [user] = await tx.select({ paidUntil: users.paidUntil, annualPaidUntil: users.annualPaidUntil }).from(users).where(eq(users.id, payment.userId));
  switch (payment.type) {
    case 'register':
    case 'upgrade':
      await tx.update(users).set({
        membershipId: membership!.id,
        ...(payment.type === 'register' ? { paidUntil: addInterval(null, '1 month') } : {}),
        // DESIGN.md section 7: joining an earning plan covers a year; the annual renewal falls due then.
        ...(membership!.earnsCommissions && !user!.annualPaidUntil ? { annualPaidUntil: addInterval(null, '1 year') } : {}),
      }).where(eq(users.id, payment.userId));
      await setMemberActive(tx, payment.userId, true);
      return { kind: payment.type, plan: membership!.name };
    case 'monthly':
      await tx.update(users).set({ paidUntil: addInterval(user!.paidUntil, '1 month') }).where(eq(users.id, payment.userId));
      // Paying the month is how an out-of-date member reactivates.
      await setMemberActive(tx, payment.userId, true);
      return { kind: 'monthly', plan: membership!.name };
    case 'annual':
      await tx.update(users).set({ annualPaidUntil: addInterval(user!.annualPaidUntil, '1 year') }).where(eq(users.id, payment.userId));
      return { kind: 'annual' };
    case 'enjoy_pass':
      return { kind: 'enjoy_pass', quantity: payment.enjoyPass ?? 0 };
    default:
      return { kind: 'enjoy_points', quantity: payment.enjoyPoints / 100 };
  }
}

/**
 * Confirms a payment in one transaction (DESIGN.md section 7): ledger, membership, invoice, volume and
 * commissions together. Idempotent: the payment row is locked and a paid payment is left as it is,
 * so a webhook or an admin confirmation replayed N times changes nothing after the first.
 */
export async function confirmPayment(
  tx: Tx, paymentId: number, confirmedBy: number | null, options?: CommissionOptions,
): Promise<{ payment: Payment; changed: boolean }> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
  if (payment.status === 'paid') return { payment, changed: false };
  if (payment.status === 'expired') throw new AppError('PAYMENT_EXPIRED');
  if (payment.status !== 'pending') throw new AppError('PAYMENT_NOT_VALID');
  // A shop order is its payment's own order (shop/orders); every other payment has a register order.
  const [order] = payment.type === 'shop' ? [] : await tx.select().from(registerOrders).where(eq(registerOrders.paymentId, payment.id));
  if (payment.type !== 'shop' && order?.status !== 'pending') throw new AppError('PAYMENT_NOT_VALID');
  // A leftover second registration payment (made before issue 18 item 20) never pays the sign-up again.
  if (payment.type === 'register') await assertOnlyRegistrationPayment(tx, payment.userId, payment.id, ['paid']);

  const concept = order ? await applyMembership(tx, payment, order) : await payShopOrder(tx, payment);
  // A free month (a 0 in the plan's `monthlyPayments`) moves no money: no balance changes, so no ledger entry.
  if (payment.total || payment.enjoyPoints) {
    await postTransaction(tx, { kind: `payment.${payment.type}`, reason: payment.type, reference: `payment:${payment.id}`, postings: postings(payment) });
  }
  await issueInvoice(tx, {
    type: RECEIPT_TYPES.includes(payment.type) ? 'receipt' : 'received',
    userId: payment.userId, paymentId: payment.id, concept,
    net: payment.type === 'enjoy_points' ? payment.enjoyPoints : payment.net,
    tax: payment.tax, taxRateBp: payment.net ? Math.round((payment.tax * 10_000) / payment.net) : 0, fee: payment.fee,
  });
  if (payment.points) await recordVolume(tx, payment.userId, payment.points, `payment:${payment.id}`);
  const [paid] = await tx.update(payments).set({ status: 'paid', confirmedAt: new Date(), confirmedBy }).where(eq(payments.id, payment.id)).returning();
  if (order) await tx.update(registerOrders).set({ status: 'confirmed', updatedAt: new Date() }).where(eq(registerOrders.id, order.id));
  await planCommissions(tx, paid!, options);
  return { payment: paid!, changed: true };
}

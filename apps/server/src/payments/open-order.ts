import type { PaymentBy } from '@vo/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { memberships, payments, registerOrders, users, type PAYMENT_TYPES } from '../db/schema';
import { AppError } from '../lib/errors';
import { orderedType } from './enjoy-pass';
import { paidMonthlyPayments } from './paid-monthly-payments';
import { assertOnlyRegistrationPayment, PAYABLE_OR_PAID } from './one-registration-payment';
import { providerTerms, type Payer } from './payment-methods';
import { priceOrder } from './pricing';
import { pricingTerms } from './pricing-terms';
import { signUpOfferPrice } from '../special-offers/offer-days';

type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * Step 1 of spec section 4 inside a transaction: a payment in "prepare" with an active method.
 * Without Stripe keys the card says so instead of taking a payment nobody can pay.
 */
export async function preparePayment(tx: Tx, userId: number, paymentBy: PaymentBy, type: PaymentType, action: string, cardConfigured: boolean, enjoyPass: number | null = null) {
  const terms = await providerTerms(tx, paymentBy);
  if (!terms.active) throw new AppError('PAYMENT_METHOD_INACTIVE');
  if (paymentBy === 'STRIPE_PAYMENT' && !cardConfigured) throw new AppError('CARD_NOT_CONFIGURED');
  // Said at once rather than at the order step, which decides it again under the same lock.
  if (type === 'register') await assertOnlyRegistrationPayment(tx, userId, null, PAYABLE_OR_PAID);
  const [payment] = await tx.insert(payments).values({ userId, paymentBy, action, type, enjoyPass }).returning();
  return payment!;
}

/**
 * Step 2: the register order prices its payment from the plan data and the provider's terms
 * and makes it pending. The caller has already checked who may do it.
 */
export async function openOrder(tx: Tx, paymentId: number, newMemberId: number, extra: Record<string, string>, payer?: Payer) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
  if (payment.status !== 'prepare') throw new AppError('PAYMENT_NOT_VALID');
  const [member] = await tx.select().from(users).where(eq(users.id, payment.userId));
  const [current] = member!.membershipId ? await tx.select().from(memberships).where(eq(memberships.id, member!.membershipId)) : [];
  const [target] = await tx.select().from(memberships).where(and(eq(memberships.id, newMemberId), eq(memberships.active, true)));
  if (!target) throw new AppError('MEMBERSHIP_NOT_FOUND');
  // Spec section 4: Enjoy Points and the Enjoy Pass are prepared as a "movement" whose order says how many.
  const type = orderedType(payment, extra);
  if (type === 'register') await assertOnlyRegistrationPayment(tx, payment.userId, payment.id, PAYABLE_OR_PAID);
  // A sign-up taken at a special offer pays the offer's registration price; nothing else about the level changes.
  const offerPrice = type === 'register' ? await signUpOfferPrice(tx, member!.specialOfferId) : undefined;
  const price = priceOrder({
    type, current: current ?? null, target: offerPrice === undefined ? target : { ...target, positionAmount: offerPrice }, extra,
    terms: await providerTerms(tx, payment.paymentBy, payer), pricing: await pricingTerms(tx),
    paidUntil: member!.paidUntil,
    paidMonthlyPayments: type === 'monthly' ? await paidMonthlyPayments(tx, payment.userId, target.id) : 0,
  });
  const [priced] = await tx.update(payments).set({ ...price, type, membershipId: target.id, status: 'pending' }).where(eq(payments.id, payment.id)).returning();
  const [order] = await tx.insert(registerOrders).values({ paymentId: payment.id, newMemberId: target.id, extra }).returning();
  return { order: order!, payment: priced! };
}

import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { payments, users, type PAYMENT_STATUSES } from '../db/schema';
import { AppError } from '../lib/errors';

type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Issue 18 item 20: one sign-up has exactly one registration payment that can be paid. Refuses when another
 * registration payment of the member is in one of `statuses`; the member's row is locked first, so two requests
 * at once are decided one after the other. `paymentId`: the payment being ordered or confirmed (null: a new one).
 */
export async function assertOnlyRegistrationPayment(tx: Tx, userId: number, paymentId: number | null, statuses: readonly PaymentStatus[]): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const [other] = await tx.select({ id: payments.id }).from(payments).where(and(
    eq(payments.userId, userId), eq(payments.type, 'register'), inArray(payments.status, [...statuses]),
    ...(paymentId === null ? [] : [ne(payments.id, paymentId)]),
  )).limit(1);
  if (other) throw new AppError('REGISTRATION_PAYMENT_EXISTS');
}

/** A registration payment that could still be paid, or already was: a second one is not made. */
export const PAYABLE_OR_PAID: readonly PaymentStatus[] = ['pending', 'paid'];

import type { ErrorDetails } from '@vo/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { payments } from '../db/schema';
import { bankTransferInstructions } from './instructions';

/**
 * What a member still inactive because of their sign-up is told (issue 18, item 2): null when no registration
 * payment waits; otherwise how to pay it when it is a bank transfer (a card's secret never leaves this way).
 */
export async function pendingRegistration(db: Db | Tx, user: { id: number; username: string }): Promise<ErrorDetails | null> {
  const [payment] = await db.select().from(payments)
    .where(and(eq(payments.userId, user.id), eq(payments.type, 'register'), eq(payments.status, 'pending')))
    .orderBy(desc(payments.id)).limit(1);
  if (!payment) return null;
  return payment.paymentBy === 'TRANS_PAYMENT' ? { payment: await bankTransferInstructions(db, payment, user.username) } : {};
}

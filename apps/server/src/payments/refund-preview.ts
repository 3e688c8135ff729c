import { centsToEuros, type RefundPreview } from '@vo/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { invoices, ledgerAccounts, ledgerEntries, ledgerTransactions, users } from '../db/schema';
import { AppError } from '../lib/errors';
import { refundPayment } from './refund-payment';

const originals = alias(invoices, 'originals');

/** Thrown to roll the dry run back, carrying what it saw. */
class DryRun extends Error {
  constructor(readonly preview: RefundPreview) {
    super('refund preview');
  }
}

async function whatTheRefundDid(tx: Tx, paymentId: number, total: number, points: number): Promise<RefundPreview> {
  const movements = await tx.select({ userId: users.id, username: users.username, account: ledgerAccounts.kind, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .leftJoin(users, eq(users.id, ledgerAccounts.userId))
    .where(and(eq(ledgerTransactions.reference, `payment:${paymentId}`), eq(ledgerTransactions.kind, 'payment.refund')))
    .orderBy(ledgerEntries.id);
  const rectifying = await tx.select({ rectifies: originals.invoiceNo, amount: invoices.actualAmount }).from(invoices)
    .innerJoin(originals, eq(originals.id, invoices.rectifiesInvoiceId))
    .where(and(eq(invoices.paymentId, paymentId), isNotNull(invoices.rectifiesInvoiceId), eq(invoices.rectification, 'refund')));
  return {
    paymentId,
    amount: centsToEuros(total),
    movements: movements.map((m) => ({
      member: m.userId === null ? null : { id: m.userId, username: m.username! },
      account: m.account,
      amount: centsToEuros(m.amount),
    })),
    volume: centsToEuros(points),
    invoices: rectifying.map((r) => ({ rectifies: r.rectifies, amount: centsToEuros(r.amount) })),
  };
}

/**
 * Issue 19: what refunding a payment would reverse, for the admin to see before confirming. It runs the refund
 * itself (`refundPayment`, the same code) in a transaction that is then rolled back, so the preview cannot
 * drift from what the refund does. Only a paid payment has something to reverse.
 */
export async function previewRefund(db: Db, paymentId: number): Promise<RefundPreview> {
  try {
    await db.transaction(async (tx) => {
      const { payment, changed } = await refundPayment(tx, paymentId, 'refund', 'preview');
      if (!changed) throw new AppError('PAYMENT_NOT_VALID');
      throw new DryRun(await whatTheRefundDid(tx, paymentId, payment.total, payment.points));
    });
  } catch (error) {
    if (error instanceof DryRun) return error.preview;
    throw error;
  }
  throw new Error('unreachable: the dry run always throws');
}

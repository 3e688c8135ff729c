import { madridDay } from '@vo/domain';
import { and, desc, eq, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, payments, users, type RECTIFICATIONS } from '../db/schema';
import { clawBack, lockedBalances } from '../ledger/claw-back';
import { cancelDueResidual } from '../commissions/unilevel-residual';
import { extraBonusClawback } from '../extra-bonuses/extra-bonus-clawback';
import { postTransaction, type AccountRef, type MemberAccountKind, type Posting } from '../ledger/ledger.service';
import { issueRectifyingInvoices } from '../invoices/rectifying-invoice';
import { AppError } from '../lib/errors';
import { setMemberActive } from '../network/direct-counters';
import { recordVolume } from '../network/volumes';
import { cancelRefundedShopOrder } from '../shop/orders/pay-order';

type Payment = typeof payments.$inferSelect;
export type RefundKind = (typeof RECTIFICATIONS)[number];

interface Entry {
  amount: number;
  userId: number | null;
  kind: string;
  releaseOn: string | null;
}

const refOf = (e: Entry): AccountRef => (e.userId === null ? { company: e.kind as never } : { userId: e.userId, kind: e.kind as MemberAccountKind });

/** Every ledger entry the payment caused: its own transaction, the commissions and bonuses it paid. */
async function causedEntries(tx: Tx, paymentId: number): Promise<Entry[]> {
  return tx.select({ amount: ledgerEntries.amount, userId: ledgerAccounts.userId, kind: ledgerAccounts.kind, releaseOn: ledgerEntries.releaseOn })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerTransactions.reference, `payment:${paymentId}`), or(like(ledgerTransactions.kind, 'payment.%'), like(ledgerTransactions.kind, 'commission.%'), like(ledgerTransactions.kind, 'bonus.%'))));
}

/** The membership as it was before the payment. */
async function undoMembership(tx: Tx, payment: Payment) {
  switch (payment.type) {
    case 'register':
      await tx.update(users).set({ paidUntil: null }).where(eq(users.id, payment.userId));
      await setMemberActive(tx, payment.userId, false);
      return;
    case 'upgrade': {
      const [previous] = await tx.select({ membershipId: payments.membershipId }).from(payments)
        .where(and(eq(payments.userId, payment.userId), eq(payments.status, 'paid'), inArray(payments.type, ['register', 'upgrade']), lt(payments.id, payment.id)))
        .orderBy(desc(payments.id)).limit(1);
      if (previous?.membershipId) await tx.update(users).set({ membershipId: previous.membershipId }).where(eq(users.id, payment.userId));
      return;
    }
    case 'monthly':
      await tx.update(users).set({ paidUntil: sql`(${users.paidUntil} - interval '1 month')::date` }).where(eq(users.id, payment.userId));
      return;
    case 'annual':
      await tx.update(users).set({ annualPaidUntil: sql`(${users.annualPaidUntil} - interval '1 year')::date` }).where(eq(users.id, payment.userId));
      return;
    default:
  }
}

/**
 * A refunded or charged-back payment reverses exactly what it caused, in one transaction: the money
 * (back to where it came from), the points it credited, the commissions and bonuses it paid (clawed
 * back, retained first), its network volume and its effect on the membership; its invoice gets a
 * rectifying one. Idempotent: a payment already refunded is returned as it is.
 */
export async function refundPayment(tx: Tx, paymentId: number, kind: RefundKind, reason: string): Promise<{ payment: Payment; changed: boolean }> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
  if (payment.status === 'refunded') return { payment, changed: false };
  if (payment.status !== 'paid') throw new AppError('PAYMENT_NOT_VALID');

  // Before any account is locked: an extra bonus run paying its period at this moment commits first, and is then read.
  const extraBonus = await extraBonusClawback(tx, payment);
  // Before reading what it caused: a residual run paying it at this moment commits first, and is then read.
  await cancelDueResidual(tx, paymentId);
  const entries = await causedEntries(tx, paymentId);
  const balance = lockedBalances(tx);
  const today = madridDay();
  const postings: Posting[] = [];
  for (const e of entries) {
    // Member credits are taken back as far as balances allow; everything else is simply negated.
    if (e.userId !== null && e.amount > 0) postings.push(...await clawBack(balance, { ...e, userId: e.userId, kind: e.kind as MemberAccountKind }, today));
    else postings.push({ account: refOf(e), amount: -e.amount });
  }
  // Its part of the extra bonus pools already paid, taken back from their members the same way.
  for (const credit of extraBonus.credits) postings.push(...await clawBack(balance, credit, today));
  if (extraBonus.company) postings.push({ account: { company: 'company_commissions' }, amount: extraBonus.company });
  // One line per account and release day, as the ledger shows a transaction.
  const merged = new Map<string, Posting>();
  for (const p of postings) {
    const key = JSON.stringify([p.account, p.releaseOn ?? null]);
    merged.set(key, { ...p, amount: (merged.get(key)?.amount ?? 0) + p.amount });
  }
  const lines = [...merged.values()].filter((p) => p.amount !== 0);
  if (lines.length) {
    await postTransaction(tx, { kind: `payment.${kind}`, reason: `${kind}: ${reason}`.slice(0, 500), reference: `payment:${paymentId}`, fromUserId: payment.userId, postings: lines });
  }
  if (payment.points) await recordVolume(tx, payment.userId, -payment.points, `${kind}:${paymentId}`);
  await undoMembership(tx, payment);
  if (payment.type === 'shop') await cancelRefundedShopOrder(tx, paymentId);
  await issueRectifyingInvoices(tx, paymentId, kind, reason);
  const [refunded] = await tx.update(payments).set({ status: 'refunded', reason }).where(eq(payments.id, paymentId)).returning();
  return { payment: refunded!, changed: true };
}

import { madridDay } from '@vo/domain';
import { and, desc, eq, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, payments, users, MEMBER_DEBT, type RECTIFICATIONS } from '../db/schema';
import { cancelDueResidual } from '../commissions/unilevel-residual';
import { postTransaction, type AccountRef, type MemberAccountKind, type Posting } from '../ledger/ledger.service';
import { issueRectifyingInvoices } from '../invoices/rectifying-invoice';
import { AppError } from '../lib/errors';
import { setMemberActive } from '../network/direct-counters';
import { recordVolume } from '../network/volumes';

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

/** Member balances as this refund takes from them: read once under a row lock, then kept up to date here. */
function balancesOf(tx: Tx) {
  const known = new Map<string, number>();
  return async (userId: number, kind: MemberAccountKind, taken = 0) => {
    const key = `${userId}:${kind}`;
    if (!known.has(key)) {
      const [row] = await tx.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, kind))).for('update');
      known.set(key, row?.balance ?? 0);
    }
    known.set(key, known.get(key)! - taken);
    return known.get(key)!;
  };
}

/**
 * Takes back what a member was credited (DESIGN.md section 7): a commission from the retained wallet
 * first, then the available one; points from the account they went to; what no balance covers becomes
 * the member's debt, netted from their next earnings. A retained line still in its refund window is
 * exactly there, and its clawback carries the same release day so the daily job never releases it.
 */
async function clawBack(balance: ReturnType<typeof balancesOf>, e: Entry & { userId: number }, today: string): Promise<Posting[]> {
  const sources: MemberAccountKind[] = e.kind === 'wallet_retained' ? ['wallet_retained', 'wallet_available'] : [e.kind as MemberAccountKind];
  const lines: Posting[] = [];
  let left = e.amount;
  for (const kind of sources) {
    const take = Math.min(left, Math.max(0, await balance(e.userId, kind)));
    if (take <= 0) continue;
    await balance(e.userId, kind, take);
    const inWindow = kind === 'wallet_retained' && e.releaseOn !== null && e.releaseOn > today;
    lines.push({ account: { userId: e.userId, kind }, amount: -take, ...(inWindow ? { releaseOn: e.releaseOn! } : {}) });
    left -= take;
  }
  if (left > 0) lines.push({ account: { userId: e.userId, kind: MEMBER_DEBT }, amount: -left });
  return lines;
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

  // Before reading what it caused: a residual run paying it at this moment commits first, and is then read.
  await cancelDueResidual(tx, paymentId);
  const entries = await causedEntries(tx, paymentId);
  const balance = balancesOf(tx);
  const today = madridDay();
  const postings: Posting[] = [];
  for (const e of entries) {
    // Member credits are taken back as far as balances allow; everything else is simply negated.
    if (e.userId !== null && e.amount > 0) postings.push(...await clawBack(balance, { ...e, userId: e.userId }, today));
    else postings.push({ account: refOf(e), amount: -e.amount });
  }
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
  await issueRectifyingInvoices(tx, paymentId, kind, reason);
  const [refunded] = await tx.update(payments).set({ status: 'refunded', reason }).where(eq(payments.id, paymentId)).returning();
  return { payment: refunded!, changed: true };
}

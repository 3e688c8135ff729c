import { madridDay } from '@vo/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ledgerAccounts, MEMBER_DEBT, retainedCommissions } from '../db/schema';
import { postTransaction, type Posting } from '../ledger/ledger.service';
import { readVariables } from '../settings/variables.service';

export interface Commission {
  earnerId: number;
  /** Cents, > 0. */
  amount: number;
  /** Ledger kind: commission.direct, commission.unilevel, commission.binary. */
  kind: string;
  reason: string;
  reference: string;
  fromUserId?: number;
  level?: number;
  paymentId?: number;
}

const DAY_MS = 86_400_000;

/**
 * Credits a commission as retained (DESIGN.md section 7): it stays in the earner's retained wallet
 * through the refund window and while their membership is out of date; the daily release job
 * moves it to available. The company's commissions expense is the other side.
 */
export async function creditCommission(tx: Tx, c: Commission, now = new Date()): Promise<void> {
  if (c.amount <= 0) return;
  const { retainedRefundWindowDays } = await readVariables(tx, ['retainedRefundWindowDays'] as const);
  // A debt left by an earlier clawback is paid off first.
  const [debt] = await tx.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, c.earnerId), eq(ledgerAccounts.kind, MEMBER_DEBT)));
  const payOff = Math.min(c.amount, -(debt?.balance ?? 0));
  const retained = c.amount - payOff;
  const postings: Posting[] = [{ account: { company: 'company_commissions' }, amount: -c.amount }];
  if (payOff > 0) postings.push({ account: { userId: c.earnerId, kind: MEMBER_DEBT }, amount: payOff });
  if (retained > 0) postings.push({ account: { userId: c.earnerId, kind: 'wallet_retained' }, amount: retained });
  const transactionId = await postTransaction(tx, { kind: c.kind, reason: c.reason, reference: c.reference, fromUserId: c.fromUserId, level: c.level, postings });
  if (retained <= 0) return;
  const releaseOn = madridDay(new Date(now.getTime() + Number(retainedRefundWindowDays) * DAY_MS));
  await tx.insert(retainedCommissions).values({ userId: c.earnerId, transactionId, paymentId: c.paymentId, amount: retained, releaseOn });
}

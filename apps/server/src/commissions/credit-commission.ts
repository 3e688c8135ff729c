import { madridDay } from '@vo/domain';
import type { Tx } from '../db/client';
import { retainedCommissions } from '../db/schema';
import { postTransaction } from '../ledger/ledger.service';
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
  const transactionId = await postTransaction(tx, {
    kind: c.kind, reason: c.reason, reference: c.reference, fromUserId: c.fromUserId, level: c.level,
    postings: [{ account: { company: 'company_commissions' }, amount: -c.amount }, { account: { userId: c.earnerId, kind: 'wallet_retained' }, amount: c.amount }],
  });
  const releaseOn = madridDay(new Date(now.getTime() + Number(retainedRefundWindowDays) * DAY_MS));
  await tx.insert(retainedCommissions).values({ userId: c.earnerId, transactionId, paymentId: c.paymentId, amount: c.amount, releaseOn });
}

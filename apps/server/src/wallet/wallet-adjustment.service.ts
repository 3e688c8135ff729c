import { eurosToCents, type AdjustableAccount } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { memberBalances, postTransaction } from '../ledger/ledger.service';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../lib/errors';

export interface WalletAdjustment {
  account: AdjustableAccount;
  /** Signed euros (or points). */
  amount: number;
  reason: string;
}

/**
 * A manual credit or debit of a member's wallet or points (goodwill, a correction) by an admin: always a ledger
 * entry against the company with the admin's reason; a debit cannot take a balance below zero. The balance after it, in cents.
 */
export async function adjustWallet(db: Db, adminId: number, memberId: number, { account, amount, reason }: WalletAdjustment, ip: string): Promise<number> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, memberId));
  if (!member) throw new AppError('USER_NOT_FOUND');
  const cents = eurosToCents(amount);
  const company = account === 'wallet_available' ? 'company_commissions' : 'company_points_issued';
  await db.transaction(async (tx) => {
    await postTransaction(tx, {
      kind: 'admin.adjustment', reason, reference: `admin:${adminId}`,
      postings: [{ account: { userId: memberId, kind: account }, amount: cents }, { account: { company }, amount: -cents }],
    });
    await recordAudit(tx, { kind: 'wallet_adjustment', actorId: adminId, memberId, ip, details: { account, amountCents: cents, reason } });
  });
  return (await memberBalances(db, memberId))[account];
}

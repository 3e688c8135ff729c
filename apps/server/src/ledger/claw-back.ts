import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ledgerAccounts, MEMBER_DEBT } from '../db/schema';
import type { MemberAccountKind, Posting } from './ledger.service';

/** Member balances as a claw-back takes from them: read once under a row lock, then kept up to date here. */
export function lockedBalances(tx: Tx) {
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
export type LockedBalances = ReturnType<typeof lockedBalances>;

/** A credit to a member account that is being taken back. */
export interface Credit {
  userId: number;
  kind: MemberAccountKind;
  amount: number;
  /** A retained line's release day (see `ledgerEntries.releaseOn`). */
  releaseOn: string | null;
}

/**
 * Takes back what a member was credited (DESIGN.md section 7): a commission from the retained wallet
 * first, then the available one; points from the account they went to; what no balance covers becomes
 * the member's debt, netted from their next earnings. A retained line still in its refund window is
 * exactly there, and its clawback carries the same release day so the daily job never releases it.
 */
export async function clawBack(balance: LockedBalances, credit: Credit, today: string): Promise<Posting[]> {
  const sources: MemberAccountKind[] = credit.kind === 'wallet_retained' ? ['wallet_retained', 'wallet_available'] : [credit.kind];
  const lines: Posting[] = [];
  let left = credit.amount;
  for (const kind of sources) {
    const take = Math.min(left, Math.max(0, await balance(credit.userId, kind)));
    if (take <= 0) continue;
    await balance(credit.userId, kind, take);
    const inWindow = kind === 'wallet_retained' && credit.releaseOn !== null && credit.releaseOn > today;
    lines.push({ account: { userId: credit.userId, kind }, amount: -take, ...(inWindow ? { releaseOn: credit.releaseOn! } : {}) });
    left -= take;
  }
  if (left > 0) lines.push({ account: { userId: credit.userId, kind: MEMBER_DEBT }, amount: -left });
  return lines;
}

import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { fundWallet, registerMember } from '../test/factories';
import { openMemberAccounts } from './post-transactions';

const ctx = useTestApp();

describe('openMemberAccounts', () => {
  it('opens the missing accounts and finds those already open, one per member', async () => {
    const [holder, newcomer] = [await registerMember(ctx), await registerMember(ctx)];
    await fundWallet(ctx, holder.id, 500);
    const accountsOf = () => ctx.database.db.select({ id: ledgerAccounts.id, userId: ledgerAccounts.userId }).from(ledgerAccounts)
      .where(and(inArray(ledgerAccounts.userId, [holder.id, newcomer.id]), eq(ledgerAccounts.kind, 'wallet_available')));
    const [held] = await accountsOf();

    const opened = await ctx.database.db.transaction((tx) => openMemberAccounts(tx, [holder.id, newcomer.id], 'wallet_available'));

    const rows = await accountsOf();
    expect(rows).toHaveLength(2);
    expect(opened).toEqual(new Map(rows.map((a) => [a.userId!, a.id])));
    expect(opened.get(holder.id)).toBe(held!.id);
  });
});

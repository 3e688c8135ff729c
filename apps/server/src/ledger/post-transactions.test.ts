import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { useTestApp } from '../test/build-app';
import { ofMembers } from './post-transactions';

const ctx = useTestApp();

describe('set-based postings', () => {
  it('find a batch of members\' accounts through the (user, kind) key, never by a scan of every account', async () => {
    // A scan per batch made the residual run cost more per batch the more accounts there were (decision 135). The
    // plan is read on 60,000 accounts (their owners' foreign key switched off for the test), then rolled back.
    const rolledBack = new Error('rolled back');
    await expect(ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into ledger_accounts (user_id, kind)
        select g, k from generate_series(1000000001, 1000030000) g, unnest(array['wallet_retained', 'wallet_available']) k`);
      await tx.execute(sql`analyze ledger_accounts`);
      const members = Array.from({ length: 20_000 }, (_, i) => 1_000_000_001 + i);
      const plan = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain select id from ledger_accounts where ${ofMembers(members, ['wallet_retained'])}`))
        .map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Index (Only )?Scan using ledger_accounts_owner_kind/);
      expect(plan).not.toMatch(/Seq Scan on ledger_accounts/);
      throw rolledBack;
    })).rejects.toBe(rolledBack);
  });
});

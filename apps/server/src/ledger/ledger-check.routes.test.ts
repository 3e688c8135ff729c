import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { createAdmin, registerMember } from '../test/factories';

const ctx = useTestApp();

describe('GET /api/admin/ledger_check', () => {
  it('answers the CLI\'s check with the balances behind it, and names an account whose balance differs from its entries', async () => {
    const member = await registerMember(ctx);
    const admin = await createAdmin(ctx);
    const check = async () => {
      const response = await ctx.app.server.inject({ method: 'GET', url: '/api/admin/ledger_check', headers: { authorization: `Bearer ${admin.token}` } });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const adjusted = await ctx.app.server.inject({
      method: 'POST', url: `/api/admin/wallets/${member.id}/adjust`, headers: { authorization: `Bearer ${admin.token}` },
      payload: { account: 'wallet_available', amount: 7.5, reason: 'goodwill' },
    });
    expect(adjusted.statusCode).toBe(200);

    const clean = await check();
    expect(clean).toMatchObject({ ok: true, total: 0, mismatches: [], unbalancedTransactions: [], orphanLines: [] });
    expect(clean.memberAccounts).toContainEqual({ kind: 'wallet_available', accounts: 1, balance: 7.5, entries: 7.5 });
    expect(clean.companyAccounts).toContainEqual({ kind: 'company_commissions', balance: -7.5, entries: -7.5 });

    // A balance written around the ledger (what the check exists to catch).
    await ctx.database.db.execute(sql`update ledger_accounts set balance = balance + 100 where user_id = ${member.id} and kind = 'wallet_available'`);
    const broken = await check();
    expect(broken.ok).toBe(false);
    expect(broken.mismatches).toEqual([{ accountId: expect.any(Number), userId: member.id, kind: 'wallet_available', balance: 8.5, entries: 7.5 }]);
  });
});

import { addDays, madridDay } from '@vo/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../db/schema';
import { rowsOf } from '../db/rows';
import { useTestApp } from '../test/build-app';
import { createAdmin, membershipByLevel, memberClient, registerPaidMember } from '../test/factories';
import { accountId } from './ledger.service';

const ctx = useTestApp();

async function adminApi() {
  const admin = await createAdmin(ctx);
  return (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.server.inject({ method, url, payload, headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en' } });
}

type Summary = { sections: { key: string; lines: { key: string; amount: number }[]; total: number; closing: number }[]; memberAccounts: unknown[]; check: unknown };
const section = (summary: Summary, key: string) => {
  const found = summary.sections.find((s) => s.key === key)!;
  return { lines: Object.fromEntries(found.lines.map((l) => [l.key, l.amount])), total: found.total, closing: found.closing };
};

describe('GET /api/admin/company_accounts', () => {
  /**
   * A (partner: 150.00 + 10.50 VAT by transfer) sponsors B (start: 50.00 + 3.50, direct bonus 7.50 to A). An admin gives B
   * 50.00; B pays the month (20.00 + 1.40) from the wallet (unilevel 2.00 to A) and it is refunded. An admin gives A
   * 120.00; A is paid a 60.00 payout (15 % IRPF: 51.00 from the bank) and asks for 50.00 more, still pending.
   */
  it('sums a period from the ledger: payments, commissions, a refund and payouts, to the cent, and balances', async () => {
    const admin = await adminApi();
    const a = await registerPaidMember(ctx, 4);
    const b = await registerPaidMember(ctx, 2, { sponsor: a.username });
    await admin('POST', `/api/admin/wallets/${b.id}/adjust`, { account: 'wallet_available', amount: 50, reason: 'goodwill' });
    const payB = await memberClient(ctx, b.username);
    const monthly = (await payB('POST', '/api/payments', { paymentBy: 'WALLET_PAYMENT', action: 'monthly', amount: 0, type: 'monthly' })).json();
    await payB('POST', '/api/register_orders', { newMember: (await membershipByLevel(ctx, 2)).id, payment: monthly.id });
    expect((await payB('POST', `/api/payments/confirmPayment/${monthly.id}`)).statusCode).toBe(200);
    expect((await admin('POST', `/api/admin/payments/${monthly.id}/refund`, { reason: 'Customer asked for it' })).statusCode).toBe(200);
    await admin('POST', `/api/admin/wallets/${a.id}/adjust`, { account: 'wallet_available', amount: 120, reason: 'goodwill' });
    await ctx.database.db.update(profiles).set({ iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX' }).where(eq(profiles.userId, a.id));
    const payA = await memberClient(ctx, a.username);
    const paid = (await payA('POST', '/api/transfers', { requestAmount: 60 })).json();
    expect((await admin('POST', `/api/admin/transfers/${paid.id}/accept`)).statusCode).toBe(200);
    expect((await payA('POST', '/api/transfers', { requestAmount: 50 })).statusCode).toBe(201);

    const today = madridDay();
    const response = await admin('GET', `/api/admin/company_accounts?from=${today}&to=${today}`);
    expect(response.statusCode).toBe(200);
    const summary = response.json() as Summary;
    expect(section(summary, 'revenue')).toEqual({
      lines: { register: 20_000, upgrade: 0, monthly: 2_000, annual: 0, enjoy_points: 0, enjoy_pass: 0, shop: 0, reservations: 0, payout_costs: 0, refunds: -2_000 },
      total: 20_000, closing: 20_000,
    });
    expect(section(summary, 'taxes')).toEqual({ lines: { payments: 1_050 + 350 + 140, payout_withholding: 900, refunds: -140 }, total: 2_300, closing: 2_300 });
    expect(section(summary, 'fees')).toEqual({ lines: { payments: 0, refunds: 0 }, total: 0, closing: 0 });
    expect(section(summary, 'commissions')).toEqual({
      lines: { direct: 750, unilevel: 200, binary: 0, extra_bonus: 0, adjustments: 17_000, clawbacks: -200 }, total: 17_750, closing: 17_750,
    });
    expect(section(summary, 'payouts')).toEqual({ lines: { requested: 11_000, cancelled: 0, paid: -6_000 }, total: 5_000, closing: 5_000 });
    expect(section(summary, 'bank')).toEqual({ lines: { received: 16_050 + 5_350, refunds: 0, payouts: -5_100 }, total: 16_300, closing: 16_300 });
    expect(section(summary, 'points').total).toBe(0);
    expect(section(summary, 'reservations').total).toBe(0);
    // B: 50.00 given, paid and refunded; A: 120.00 given, 60.00 paid out, 50.00 asked for. A keeps the 7.50 retained.
    expect(summary.memberAccounts).toEqual([
      { kind: 'wallet_available', movement: 6_000, closing: 6_000 },
      { kind: 'wallet_retained', movement: 750, closing: 750 },
      { kind: 'enjoy_points', movement: 0, closing: 0 },
      { kind: 'travel_points', movement: 0, closing: 0 },
      { kind: 'member_debt', movement: 0, closing: 0 },
    ]);
    expect(summary.check).toEqual({ movements: 0, closing: 0, balanced: true });

    // The month holds the same movements; the day before them, nothing moved and nothing was there.
    expect((await admin('GET', `/api/admin/company_accounts?period=${today.slice(0, 7)}`)).json().sections).toEqual(summary.sections);
    const yesterday = addDays(today, -1);
    const before = (await admin('GET', `/api/admin/company_accounts?from=${yesterday}&to=${yesterday}`)).json() as Summary;
    expect(before.sections.every((s) => s.total === 0 && s.closing === 0)).toBe(true);
  });

  it('cuts periods at midnight in Madrid and shows a movement no rule names as "other"', async () => {
    const admin = await adminApi();
    // 23:30 UTC on 31 January is 00:30 on 1 February in Madrid (winter, UTC+1): February's, not January's.
    await ctx.database.db.transaction(async (tx) => {
      const [bank, revenue] = [await accountId(tx, { company: 'company_bank' }), await accountId(tx, { company: 'company_revenue' })];
      const [t] = rowsOf<{ id: number }>(await tx.execute(sql`insert into ledger_transactions (kind, reason, created_at) values ('legacy.import', 'test', '2026-01-31T23:30:00Z') returning id`));
      await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount, created_at)
        values (${t!.id}, ${bank}, -1234, '2026-01-31T23:30:00Z'), (${t!.id}, ${revenue}, 1234, '2026-01-31T23:30:00Z')`);
      // As every posting does (postEntries): the balances move with the entries.
      await tx.execute(sql`update ledger_accounts set balance = balance + case id when ${bank} then -1234 else 1234 end where id in (${bank}, ${revenue})`);
    });
    const january = (await admin('GET', '/api/admin/company_accounts?period=2026-01')).json() as Summary;
    expect(january).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
    expect(section(january, 'revenue')).toMatchObject({ total: 0, closing: 0 });
    const february = (await admin('GET', '/api/admin/company_accounts?from=2026-02-01&to=2026-02-01')).json() as Summary;
    expect(section(february, 'revenue')).toMatchObject({ lines: expect.objectContaining({ other: 1_234 }), total: 1_234, closing: 1_234 });
    expect(section(february, 'bank')).toMatchObject({ lines: expect.objectContaining({ other: 1_234 }), total: 1_234 });
    expect(february.check).toEqual({ movements: 0, closing: 0, balanced: true });
  });

  it('answers a member 403 before reading the query, and bad, missing or reversed dates 400 in the caller\'s language', async () => {
    const member = await registerPaidMember(ctx, 2);
    const asMember = await memberClient(ctx, member.username);
    expect((await asMember('GET', '/api/admin/company_accounts?from=nonsense')).statusCode).toBe(403);
    const admin = await adminApi();
    const violations = async (query: string) => {
      const response = await admin('GET', `/api/admin/company_accounts${query}`);
      expect(response.statusCode).toBe(400);
      return response.json().violations.map((v: { propertyPath: string; code: string; message: string }) => [v.propertyPath, v.code, v.message]);
    };
    expect(await violations('')).toEqual([['from', 'validation.required', 'This field is required'], ['to', 'validation.required', 'This field is required']]);
    expect(await violations('?from=2026-02-30&to=2026-03-01')).toEqual([['from', 'validation.invalid', expect.any(String)]]);
    expect(await violations('?from=0000-01-01&to=2026-03-01')).toEqual([['from', 'validation.invalid', expect.any(String)]]);
    expect(await violations('?period=2026-13')).toEqual([['period', 'validation.invalid', expect.any(String)]]);
    expect(await violations('?from=2026-03-02&to=2026-03-01')).toEqual([['to', 'validation.periodOrder', 'The end date cannot be before the start date']]);
  });
});

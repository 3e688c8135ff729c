import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, profiles } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, fundWallet, memberClient, membershipByLevel, registerPaidMember, registrationBody } from '../test/factories';
import { INVOICE_SERIES } from './invoice-number';
import { issueInvoice } from './invoices.service';

const ctx = useTestApp();
const year = new Date().getUTCFullYear();

/** The numbers a series holds this year, in order. */
async function numbersOf(series: string) {
  const rows = await ctx.database.db.select({ number: invoices.number }).from(invoices).where(and(eq(invoices.series, series), eq(invoices.year, year)));
  return rows.map((r) => r.number).sort((a, b) => a - b);
}
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

// DESIGN.md section 8: numbered per series and year without gaps. Run with DATABASE_URL too: on PostgreSQL the
// transactions really overlap (a pool of connections), on PGlite they queue.
describe('invoice numbers under concurrency', () => {
  it('many payout accepts and payment confirmations at once leave no gap and no duplicate', async () => {
    const admin = await createAdmin(ctx);
    const asAdmin = (url: string) => ctx.app.server.inject({ method: 'POST', url, headers: { authorization: `Bearer ${admin.token}` } });

    const member = await registerPaidMember(ctx);
    await ctx.database.db.update(profiles).set({ iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX' }).where(eq(profiles.userId, member.id));
    await fundWallet(ctx, member.id, 120_000);
    const call = await memberClient(ctx, member.username);
    const transferIds: number[] = [];
    for (let i = 0; i < 12; i += 1) transferIds.push((await call('POST', '/api/transfers', { requestAmount: 60 })).json().id);

    // Sign-ups by bank transfer, waiting for the admin.
    const level2 = (await membershipByLevel(ctx, 2)).id;
    const pending: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const body = await registrationBody(ctx, { membershipId: level2, paymentMethod: 'TRANS_PAYMENT' });
      pending.push((await ctx.app.server.inject({ method: 'POST', url: '/api/register', payload: body })).json().payment.paymentId);
    }
    const receivedBefore = (await numbersOf(INVOICE_SERIES.received)).length;

    const answers = await Promise.all([
      ...transferIds.map((id) => asAdmin(`/api/admin/transfers/${id}/accept`)),
      ...pending.map((id) => asAdmin(`/api/admin/payments/${id}/confirm`)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(await numbersOf(INVOICE_SERIES.issued)).toEqual(oneToN(12));
    expect(await numbersOf(INVOICE_SERIES.received)).toEqual(oneToN(receivedBefore + 8));
  });

  it('a transaction that fails after numbering gives its number back', async () => {
    const member = await registerPaidMember(ctx);
    const before = (await numbersOf(INVOICE_SERIES.receipt)).length;
    const attempts = await Promise.allSettled(Array.from({ length: 20 }, (_, i) =>
      ctx.database.db.transaction(async (tx) => {
        await issueInvoice(tx, { type: 'receipt', userId: member.id, concept: { kind: 'enjoy_points', quantity: i }, net: 100, tax: 0, taxRateBp: 0 });
        if (i % 3 === 0) throw new Error('the business change failed');
      })));
    const kept = attempts.filter((a) => a.status === 'fulfilled').length;
    expect(kept).toBe(13);
    expect(await numbersOf(INVOICE_SERIES.receipt)).toEqual(oneToN(before + kept));
  });
});

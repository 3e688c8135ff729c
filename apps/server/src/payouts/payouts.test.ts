import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, profiles, users } from '../db/schema';
import { checkLedger } from '../ledger/ledger-check';
import { memberBalances } from '../ledger/ledger.service';
import { useTestApp } from '../test/build-app';
import { createAdmin, fundWallet, memberClient, registerPaidMember } from '../test/factories';

const ctx = useTestApp();
const SPANISH_IBAN = 'ES91 2100 0418 4502 0005 1332';
const PORTUGUESE_IBAN = 'PT50000201231234567890154';

/** A paid member with bank data and money in the wallet (cents). */
async function memberWithBalance(cents: number, bank: Partial<typeof profiles.$inferInsert> = {}) {
  const member = await registerPaidMember(ctx);
  await ctx.database.db.update(profiles).set({ iban: SPANISH_IBAN, bic: 'CAIXESBBXXX', ...bank }).where(eq(profiles.userId, member.id));
  if (cents) await fundWallet(ctx, member.id, cents);
  return { ...member, call: await memberClient(ctx, member.username) };
}

const available = async (userId: number) => (await memberBalances(ctx.database.db, userId)).wallet_available;

describe('payout requests (DESIGN.md section 8)', () => {
  it('a Spanish individual: 15 % IRPF, no cost; the amount leaves the wallet at once and shows as pending', async () => {
    const m = await memberWithBalance(20_000);
    expect((await m.call('GET', '/api/transfers/terms')).json()).toMatchObject({
      allowed: true, bankDataComplete: true, iban: 'ES9121000418450200051332', minimum: 50, available: 200, transferCost: 0, irpfRatePercent: 15, vatRatePercent: 0,
      expected: { from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), to: expect.any(String) },
    });
    const requested = await m.call('POST', '/api/transfers', { requestAmount: 100 });
    expect(requested.statusCode).toBe(201);
    expect(requested.json()).toMatchObject({ status: 'pending', requestAmount: 100, irpfRate: 15, irpf: 15, iva: 0, transferCost: 0, requestTotal: 100, actualAmount: 85 });
    expect(await available(m.id)).toBe(10_000);
    expect((await m.call('GET', '/api/wallets/info')).json()).toMatchObject({ available: 100, pendingTransfers: 100, confirmedTransfers: 0 });
    expect((await m.call('GET', '/api/transfers?status=pending')).json()['hydra:totalItems']).toBe(1);
  });

  it('a freelancer banking in Portugal: 3 € cost, 21 % VAT charged, no IRPF', async () => {
    const m = await memberWithBalance(10_000, { iban: PORTUGUESE_IBAN, bic: 'CGDIPTPL', userKind: 'freelancer', companyVat: 'PT123456789' });
    expect((await m.call('POST', '/api/transfers', { requestAmount: 60 })).json())
      .toMatchObject({ transferCost: 3, ivaRate: 21, iva: 12.6, irpf: 0, requestTotal: 72.6, actualAmount: 69.6 });
  });

  it('refuses with a clear reason and changes nothing', async () => {
    const m = await memberWithBalance(8_000);
    const tooLittle = await m.call('POST', '/api/transfers', { requestAmount: 40 });
    expect(tooLittle.json().violations[0]).toMatchObject({ propertyPath: 'requestAmount', code: 'validation.payoutMinimum', message: 'The minimum payout amount is 50 €' });
    expect((await m.call('POST', '/api/transfers', { requestAmount: 90 })).json().violations[0]).toMatchObject({ code: 'validation.payoutAboveBalance' });
    expect((await m.call('POST', '/api/transfers', { requestAmount: 'lots' })).statusCode).toBe(400);

    const noBank = await memberWithBalance(8_000, { iban: 'ES9121000418450200051333', bic: 'CAIXESBBXXX' });
    expect((await noBank.call('POST', '/api/transfers', { requestAmount: 60 })).json()).toMatchObject({ code: 'BANK_DATA_MISSING' });

    const lapsed = await memberWithBalance(8_000);
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, lapsed.id));
    expect((await lapsed.call('POST', '/api/transfers', { requestAmount: 60 })).json()).toMatchObject({ code: 'PAYOUT_NOT_ALLOWED' });
    await ctx.database.db.update(users).set({ roles: ['ROLE_COFOUNDER'] }).where(eq(users.id, lapsed.id));
    expect((await lapsed.call('POST', '/api/transfers', { requestAmount: 60 })).statusCode).toBe(201);

    expect(await available(m.id)).toBe(8_000);
    expect(await available(noBank.id)).toBe(8_000);
  });

  it('the member cancels a pending request and gets the money back; nobody else sees it', async () => {
    const m = await memberWithBalance(10_000);
    const other = await memberWithBalance(0);
    const transfer = (await m.call('POST', '/api/transfers', { requestAmount: 70 })).json();
    expect((await other.call('GET', `/api/transfers/${transfer.id}`)).statusCode).toBe(404);
    expect((await other.call('PUT', `/api/transfers/${transfer.id}`, { status: 'cancelled' })).statusCode).toBe(404);
    expect((await m.call('PUT', `/api/transfers/${transfer.id}`, { status: 'cancelled' })).json()).toMatchObject({ status: 'cancelled' });
    expect(await available(m.id)).toBe(10_000);
    expect((await m.call('PUT', `/api/transfers/${transfer.id}`, { status: 'cancelled' })).json().code).toBe('TRANSFER_NOT_VALID');
  });

  it('an admin pays it: accepted, the member\'s self-billing invoice, the ledger balanced', async () => {
    const m = await memberWithBalance(10_000);
    const transfer = (await m.call('POST', '/api/transfers', { requestAmount: 100 })).json();
    expect((await m.call('POST', `/api/admin/transfers/${transfer.id}/accept`)).statusCode).toBe(403);
    const admin = await createAdmin(ctx);
    const accepted = await ctx.app.server.inject({ method: 'POST', url: `/api/admin/transfers/${transfer.id}/accept`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(accepted.json()).toMatchObject({ status: 'accepted', confirmAt: expect.any(String), invoice: expect.stringMatching(/^\/api\/invoices\/\d+$/) });
    const issued = (await ctx.database.db.select().from(invoices).where(eq(invoices.userId, m.id))).find((i) => i.invoiceType === 'issued');
    expect(issued).toMatchObject({ net: 10_000, tax: 0, withholding: 1_500, actualAmount: 8_500 });
    expect((await m.call('GET', '/api/wallets/info')).json()).toMatchObject({ available: 0, pendingTransfers: 0, confirmedTransfers: 100 });
    expect(accepted.json()).toMatchObject({ invoiceNo: issued!.invoiceNo, username: m.username });
    // The list and the single item say the same (one presenter path).
    const listed = (await m.call('GET', '/api/transfers')).json()['hydra:member'][0];
    expect(listed).toMatchObject({ status: 'accepted', invoiceNo: issued!.invoiceNo });
    expect((await m.call('GET', `/api/transfers/${transfer.id}`)).json()).toEqual(listed);
    const again = await ctx.app.server.inject({ method: 'POST', url: `/api/admin/transfers/${transfer.id}/accept`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(again.json().code).toBe('TRANSFER_NOT_VALID');
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('concurrent requests never take out more than the balance', async () => {
    const m = await memberWithBalance(20_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => m.call('POST', '/api/transfers', { requestAmount: 50 })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(4);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expect(['WALLET_NOT_ENOUGH', 'VALIDATION']).toContain(refused.json().code);
    }
    expect(await available(m.id)).toBe(0);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('lists the IRPF rates by country', async () => {
    const m = await memberWithBalance(0);
    const rates = (await m.call('GET', '/api/irpfs')).json();
    expect(rates['hydra:member'].map((r: { rate: number }) => r.rate)).toEqual([15, 25]);
    expect((await m.call('GET', rates['hydra:member'][0]['@id'])).json()).toMatchObject({ rate: 15 });
  });
});

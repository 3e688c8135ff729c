import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, fundWallet, memberClient, membershipByLevel, registerPaidMember } from '../test/factories';
import { pdfText } from '../test/pdf-text';
import { issueRectifyingInvoices } from './rectifying-invoice';

const ctx = useTestApp();
const year = new Date().getUTCFullYear();

type Listed = { id: number; invoiceNo: string; invoiceType: string; net: number; tax: number; actualAmount: number; rectifies: { invoiceNo: string } | null; rectification: string | null; reason: string | null };

async function refund(paymentId: number, reason = 'Customer asked for it') {
  const admin = await createAdmin(ctx);
  const response = await ctx.app.server.inject({
    method: 'POST', url: `/api/admin/payments/${paymentId}/refund`, payload: { reason }, headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const listOf = async (call: Awaited<ReturnType<typeof memberClient>>, type: string) =>
  (await call('GET', `/api/invoices?invoiceType=${type}&order[invoiceNo]=asc`)).json()['hydra:member'] as Listed[];

/** The member pays a start monthly fee from the wallet: 20 net + 7 % = 21.40, invoice F…. */
async function payMonthly(member: { id: number; username: string }) {
  await fundWallet(ctx, member.id, 2_140);
  const call = await memberClient(ctx, member.username);
  const payment = (await call('POST', '/api/payments', { paymentBy: 'WALLET_PAYMENT', action: 'monthly', amount: 0, type: 'monthly' })).json();
  await call('POST', '/api/register_orders', { newMember: (await membershipByLevel(ctx, 2)).id, payment: payment.id });
  expect((await call('POST', `/api/payments/confirmPayment/${payment.id}`)).json().status).toBe('paid');
  return payment.id as number;
}

/**
 * Refunding a monthly fee (invoice F…, 21.40) issues FR{year}-000001 for −20, −1.40, −21.40 referencing
 * F…; the next refund in this file (a sign-up, 53.50) takes FR{year}-000002.
 */
describe('rectifying invoices for refunded payments', () => {
  it('a refunded payment gets one rectifying invoice: own series without gaps, negative amounts, the original number, its PDF', async () => {
    const member = await registerPaidMember(ctx, 2);
    const paymentId = await payMonthly(member);
    const call = await memberClient(ctx, member.username);
    const [, original] = await listOf(call, 'received');
    expect(original).toMatchObject({ actualAmount: 21.4, rectifies: null });

    await refund(paymentId);
    const [, , rectifying] = await listOf(call, 'received');
    expect(rectifying).toMatchObject({
      invoiceNo: `FR${year}-000001`, invoiceType: 'received', net: -20, tax: -1.4, actualAmount: -21.4,
      rectifies: { invoiceNo: original!.invoiceNo }, rectification: 'refund', reason: 'Customer asked for it',
    });

    // Replaying the refund, or the rectification itself, issues nothing new.
    await refund(paymentId);
    expect(await ctx.database.db.transaction((tx) => issueRectifyingInvoices(tx, paymentId, 'refund', 'again'))).toEqual([]);
    expect(await listOf(call, 'received')).toHaveLength(3);

    const pdf = async (language: string) => {
      const response = await ctx.app.server.inject({ method: 'GET', url: `/pdf/invoices/${rectifying!.id}`, headers: { authorization: `Bearer ${await ctx.tokenFor(member.username, 'Member1234')}`, 'accept-language': language } });
      expect(response.headers['content-type']).toBe('application/pdf');
      return pdfText(response.rawPayload);
    };
    const es = await pdf('es');
    expect(es).toContain('FACTURA RECTIFICATIVA');
    expect(es).toContain(`Rectifica a: ${original!.invoiceNo}`);
    expect(es).toContain(`Número: FR${year}-000001`);
    // A human reason in the reader's language, never the internal `refund:` prefix.
    expect(es).toContain('Motivo: Devolución del pago (Customer asked for it)');
    expect(es.find((line) => line.startsWith('Total:'))).toMatch(/^Total: -21,40\s/);
    expect(await pdf('en')).toEqual(expect.arrayContaining(['RECTIFYING INVOICE', `Rectifies: ${original!.invoiceNo}`, 'Reason: Payment refunded (Customer asked for it)']));
    expect(await pdf('pt')).toContain('FATURA RETIFICATIVA');

    const second = await registerPaidMember(ctx, 2);
    await refund(second.paymentId);
    const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.userId, second.id)).orderBy(invoices.id).offset(1);
    expect(row).toMatchObject({ invoiceNo: `FR${year}-000002`, series: 'FR', number: 2, actualAmount: -5_350 });
  });

  it('a refunded Enjoy Points purchase rectifies its receipt in the RR series', async () => {
    const member = await registerPaidMember(ctx, 2);
    await fundWallet(ctx, member.id, 3_000);
    const call = await memberClient(ctx, member.username);
    const payment = (await call('POST', '/api/payments', { paymentBy: 'WALLET_PAYMENT', action: 'enjoypoints', amount: 0, type: 'movement' })).json();
    await call('POST', '/api/register_orders', { newMember: (await membershipByLevel(ctx, 2)).id, payment: payment.id, extra: { enjoypoints: '30' } });
    expect((await call('POST', `/api/payments/confirmPayment/${payment.id}`)).json().status).toBe('paid');

    await refund(payment.id, 'Points bought by mistake');
    const receipts = await listOf(call, 'receipt');
    expect(receipts.map((r) => [r.invoiceNo.slice(0, 2), r.actualAmount])).toEqual([['R2', 30], ['RR', -30]]);
    expect(receipts[1]).toMatchObject({ invoiceNo: `RR${year}-000001`, rectifies: { invoiceNo: receipts[0]!.invoiceNo } });
    // The amount search finds a rectifying invoice by its negative total.
    const found = (await call('GET', '/api/invoices?searchfields[]=actualAmount&searchvalues[]=-30')).json()['hydra:member'] as Listed[];
    expect(found.map((i) => i.invoiceNo)).toEqual([`RR${year}-000001`]);
  });
});

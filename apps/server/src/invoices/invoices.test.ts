import type { InvoiceConcept } from '@vo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, memberClient, registerPaidMember } from '../test/factories';
import { pdfText } from '../test/pdf-text';
import { issueInvoice } from './invoices.service';

const ctx = useTestApp();

type Listed = { invoiceNo: string; concept: string; invoiceType: string; actualAmount: number; createAt: string };

/**
 * A member with four invoices besides the registration's (received, 53.50 €, created now):
 * fixed creation days so the date filters have something to cut.
 */
async function memberWithInvoices() {
  const member = await registerPaidMember(ctx);
  const issue = (type: 'received' | 'issued' | 'receipt', concept: InvoiceConcept, net: number, createdAt: string) =>
    ctx.database.db.transaction(async (tx) => {
      const invoice = await issueInvoice(tx, { type, userId: member.id, concept, net, tax: 0, taxRateBp: 0, withholding: type === 'issued' ? net * 0.15 : 0 });
      await tx.update(invoices).set({ createdAt: new Date(createdAt) }).where(eq(invoices.id, invoice.id));
      return invoice;
    });
  const made = [
    await issue('issued', { kind: 'commissions', transferId: 1 }, 10_000, '2025-03-10T10:00:00Z'),
    await issue('receipt', { kind: 'enjoy_points', quantity: 30 }, 3_000, '2025-04-02T10:00:00Z'),
    await issue('received', { kind: 'annual' }, 7_500, '2025-05-20T10:00:00Z'),
    await issue('issued', { kind: 'commissions', transferId: 2 }, 6_000, '2025-06-01T10:00:00Z'),
  ];
  return { ...member, made, call: await memberClient(ctx, member.username) };
}

describe('GET /api/invoices (spec section 7)', () => {
  it('filters by searchfields[]/searchvalues[] pairs, all of which must match', async () => {
    const m = await memberWithInvoices();
    const list = async (query: string) => {
      const response = await m.call('GET', `/api/invoices?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json()['hydra:member'] as Listed[];
    };

    const concept = await list('searchfields[]=concept&searchvalues[]=COMISIONES');
    expect(concept.map((i) => i.concept).sort()).toEqual(['Commissions (payout 1)', 'Commissions (payout 2)']);

    const byNumber = await list(`searchfields[]=invoiceNo&searchvalues[]=${encodeURIComponent(m.made[1]!.invoiceNo)}`);
    expect(byNumber.map((i) => i.invoiceNo)).toEqual([m.made[1]!.invoiceNo]);

    const issuedAt60 = await list('searchfields[]=invoiceType&searchvalues[]=issued&searchfields[]=actualAmount&searchvalues[]=51');
    expect(issuedAt60.map((i) => [i.concept, i.actualAmount])).toEqual([['Commissions (payout 2)', 51]]);
    expect(await list('searchfields[]=actualAmount&searchvalues[]=51,00')).toHaveLength(1);

    // A blank value does not filter (an empty search box).
    expect(await list('searchfields[]=concept&searchvalues[]=')).toHaveLength(5);
  });

  it('refuses unknown fields, bad values and unpaired lists with a translated 400', async () => {
    const m = await memberWithInvoices();
    const unknown = await m.call('GET', '/api/invoices?searchfields[]=userId&searchvalues[]=1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().violations[0]).toMatchObject({ propertyPath: 'searchfields[0]', code: 'validation.invalid', message: 'searchfields is not valid' });
    expect((await m.call('GET', '/api/invoices?searchfields[]=actualAmount&searchvalues[]=lots')).json().violations[0])
      .toMatchObject({ propertyPath: 'searchvalues[0]', message: 'actualAmount is not valid' });
    expect((await m.call('GET', '/api/invoices?searchfields[]=invoiceType&searchvalues[]=gift')).statusCode).toBe(400);
    expect((await m.call('GET', '/api/invoices?searchfields[]=concept&searchfields[]=invoiceNo&searchvalues[]=x')).statusCode).toBe(400);
  });

  it('cuts by createAt[strictly_after|strictly_before] and orders by the listed columns', async () => {
    const m = await memberWithInvoices();
    const list = async (query: string) => ((await m.call('GET', `/api/invoices?${query}`)).json()['hydra:member'] as Listed[]);

    const spring = await list('createAt[strictly_after]=2025-04-02T10:00:00Z&createAt[strictly_before]=2025-06-01T10:00:00Z');
    expect(spring.map((i) => i.concept)).toEqual(['Annual renewal']);
    const fromApril = await list('createAt[strictly_after]=2025-04-01&order[createAt]=asc');
    // The registration's invoice is from today, after all of them.
    expect(fromApril.map((i) => i.concept)).toEqual(['Enjoy Points (30)', 'Annual renewal', 'Commissions (payout 2)', expect.any(String)]);
    expect((await m.call('GET', '/api/invoices?createAt[strictly_before]=someday')).statusCode).toBe(400);

    const byAmount = await list('order[actualAmount]=desc');
    expect(byAmount.map((i) => i.actualAmount)).toEqual([85, 75, 53.5, 51, 30]);
    const byType = await list('order[invoiceType]=asc&order[actualAmount]=asc');
    expect(byType.map((i) => i.invoiceType)).toEqual(['issued', 'issued', 'receipt', 'received', 'received']);
    const byNumber = await list('order[invoiceNo]=asc');
    expect(byNumber.map((i) => i.invoiceNo)).toEqual([...byNumber.map((i) => i.invoiceNo)].sort());
    expect((await m.call('GET', '/api/invoices?order[userId]=asc')).statusCode).toBe(400);
  });

  it('a member sees only their own invoices and PDFs', async () => {
    const m = await memberWithInvoices();
    const other = await registerPaidMember(ctx);
    const otherCall = await memberClient(ctx, other.username);
    expect((await otherCall('GET', '/api/invoices')).json()['hydra:totalItems']).toBe(1);
    expect((await otherCall('GET', `/api/invoices/${m.made[0]!.id}`)).statusCode).toBe(404);
    expect((await otherCall('POST', `/pdf/invoices/${m.made[0]!.id}`)).statusCode).toBe(404);
    const pdf = await m.call('POST', `/pdf/invoices/${m.made[0]!.id}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${m.made[0]!.invoiceNo}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const admin = await createAdmin(ctx);
    const asAdmin = await ctx.app.server.inject({ method: 'GET', url: `/api/invoices/${m.made[0]!.id}`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(asAdmin.json()).toMatchObject({ invoiceNo: m.made[0]!.invoiceNo, invoiceType: 'issued', withholding: 15, actualAmount: 85 });
  });

  it('names each tax by its one name and translates the concept in every language (issue 18 item 6)', async () => {
    const member = await registerPaidMember(ctx, 7);
    const call = await memberClient(ctx, member.username);
    const [registration] = (await call('GET', '/api/invoices')).json()['hydra:member'] as { id: number; concept: string }[];
    expect(registration!.concept).toBe('Registration Premium');
    const inPortuguese = await call('GET', `/api/invoices/${registration!.id}`, undefined, { 'accept-language': 'pt' });
    expect(inPortuguese.json().concept).toBe('Inscrição Premium');
    for (const [language, concept] of [['en', 'Concept: Registration Premium'], ['pt', 'Inscrição Premium'], ['es', 'Alta Premium']] as const) {
      const text = pdfText((await call('GET', `/pdf/invoices/${registration!.id}`, undefined, { 'accept-language': language })).rawPayload).join('\n');
      expect(text).toContain(concept);
      expect(text).toMatch(/IGIC \(7 %\)/);
      expect(text).not.toMatch(/VAT|IVA/);
    }
  });

  it('prints names outside Windows-1252 as they are written (an embedded Unicode font)', async () => {
    const member = await registerPaidMember(ctx, 2, { firstName: 'Zdeněk Łukasz', lastName: 'Dvořák-Őrsi', city: 'Łódź' });
    const call = await memberClient(ctx, member.username);
    const [invoice] = (await call('GET', '/api/invoices')).json()['hydra:member'] as { id: number }[];
    const text = pdfText((await call('GET', `/pdf/invoices/${invoice!.id}`)).rawPayload).join('\n');
    expect(text).toContain('Zdeněk Łukasz Dvořák-Őrsi');
    expect(text).toContain('Łódź');
  });
});

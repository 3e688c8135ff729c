import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { invoices, profiles, transfers } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, fundWallet, memberClient, registerPaidMember } from '../test/factories';
import type { ExportedTransfer } from './export-batch';
import { sepaCreditTransferXml, sepaText } from './export-sepa';

const ctx = useTestApp();

/** A paid member with bank data and 500 € available. */
async function payee(bank: Partial<typeof profiles.$inferInsert>) {
  const member = await registerPaidMember(ctx);
  await ctx.database.db.update(profiles).set(bank).where(eq(profiles.userId, member.id));
  await fundWallet(ctx, member.id, 50_000);
  return { ...member, call: await memberClient(ctx, member.username) };
}

/**
 * Four accepted payouts around a company day of March 2026 (Madrid is UTC+1 then), one pending and one
 * cancelled: the export of that day holds exactly the two accepted inside it. Each test takes its own day.
 */
async function scenario(day: number) {
  const utc = (d: number, time: string) => `2026-03-${String(d).padStart(2, '0')}T${time}Z`;
  const admin = await createAdmin(ctx);
  const asAdmin = (method: 'GET' | 'POST', url: string) => ctx.app.server.inject({ method, url, headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en' } });
  const spaniard = await payee({ iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX' });
  const freelancer = await payee({ iban: 'PT50000201231234567890154', bic: 'CGDIPTPL', userKind: 'freelancer', companyName: 'Viajes Ñandú & Cía', companyVat: 'PT123456789' });
  const request = async (m: typeof spaniard, euros: number) => (await m.call('POST', '/api/transfers', { requestAmount: euros })).json().id as number;
  const accept = async (id: number, confirmAt: string) => {
    expect((await asAdmin('POST', `/api/admin/transfers/${id}/accept`)).statusCode).toBe(200);
    await ctx.database.db.update(transfers).set({ confirmAt: new Date(confirmAt) }).where(eq(transfers.id, id));
  };
  const before = await request(spaniard, 60);
  const firstMinute = await request(spaniard, 100); // 15 % IRPF: 85.00 sent
  const lastMinute = await request(freelancer, 60); // 3 € cost, 21 % VAT: 69.60 sent
  const after = await request(freelancer, 70);
  await accept(before, utc(day - 1, '22:59:59'));
  await accept(firstMinute, utc(day - 1, '23:00:00'));
  await accept(lastMinute, utc(day, '22:59:59'));
  await accept(after, utc(day, '23:00:00'));
  await request(spaniard, 50);
  await spaniard.call('PUT', `/api/transfers/${await request(spaniard, 55)}`, { status: 'cancelled' });
  const invoiceNo = async (id: number) => {
    const [row] = await ctx.database.db.select({ no: invoices.invoiceNo }).from(transfers).innerJoin(invoices, eq(invoices.id, transfers.invoiceId)).where(eq(transfers.id, id));
    return row!.no;
  };
  return { asAdmin, spaniard, firstMinute, lastMinute, invoices: [await invoiceNo(firstMinute), await invoiceNo(lastMinute)] };
}

/** One CdtTrfTxInf as fast-xml-parser reads it (text values kept as strings). */
interface CreditTransfer {
  PmtId: { EndToEndId: string };
  Amt: { InstdAmt: { '#text': string; '@_Ccy': string } };
  Cdtr: { Nm: string };
  CdtrAcct: { Id: { IBAN: string } };
  CdtrAgt: { FinInstnId: { BIC: string } };
  RmtInf: { Ustrd: string };
}

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'CdtTrfTxInf' });

describe('payout export for the bank (admin)', () => {
  it('SEPA pain.001.001.03: the company pays each accepted transfer of the days asked, control sum and count matching', async () => {
    const s = await scenario(10);
    const response = await s.asAdmin('GET', '/api/admin/transfers/export.xml?from=2026-03-10&to=2026-03-10');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="payouts-2026-03-10-2026-03-10.xml"');

    const xml = parser.parse(response.body);
    expect(xml.Document['@_xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    const { GrpHdr, PmtInf } = xml.Document.CstmrCdtTrfInitn;
    expect(GrpHdr).toMatchObject({ MsgId: expect.stringMatching(/^VO\d{14}[0-9A-F]{8}$/), CreDtTm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/), NbOfTxs: '2', CtrlSum: '154.60', InitgPty: { Nm: 'Virtual Office Travel S.L.' } });
    expect(PmtInf).toMatchObject({
      PmtMtd: 'TRF', NbOfTxs: '2', CtrlSum: '154.60', ReqdExctnDt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      Dbtr: { Nm: 'Virtual Office Travel S.L.' },
      DbtrAcct: { Id: { IBAN: 'ES9121000418450200051332' } },
      DbtrAgt: { FinInstnId: { BIC: 'CAIXESBBXXX' } },
    });
    const rows = (PmtInf.CdtTrfTxInf as CreditTransfer[]).map((tx) => ({
      endToEnd: tx.PmtId.EndToEndId, amount: tx.Amt.InstdAmt['#text'], currency: tx.Amt.InstdAmt['@_Ccy'],
      name: tx.Cdtr.Nm, iban: tx.CdtrAcct.Id.IBAN, bic: tx.CdtrAgt.FinInstnId.BIC, remittance: tx.RmtInf.Ustrd,
    }));
    expect(rows).toEqual([
      { endToEnd: String(s.firstMinute), amount: '85.00', currency: 'EUR', name: 'Test Member', iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX', remittance: s.invoices[0] },
      { endToEnd: String(s.lastMinute), amount: '69.60', currency: 'EUR', name: 'Viajes Nandu Cia', iban: 'PT50000201231234567890154', bic: 'CGDIPTPL', remittance: s.invoices[1] },
    ]);
    const sumOfAmounts = rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
    expect(Math.round(Number(GrpHdr.CtrlSum) * 100)).toBe(sumOfAmounts);

    // A wider range takes the neighbours in too.
    const week = parser.parse((await s.asAdmin('GET', '/api/admin/transfers/export.xml?from=2026-03-09&to=2026-03-11')).body);
    expect(week.Document.CstmrCdtTrfInitn.GrpHdr.NbOfTxs).toBe('4');
  });

  it('CSV: one row per accepted transfer with its breakdown', async () => {
    const s = await scenario(17);
    const response = await s.asAdmin('GET', '/api/admin/transfers/export.csv?from=2026-03-17&to=2026-03-17');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="payouts-2026-03-17-2026-03-17.csv"');
    const csv = Papa.parse<Record<string, string>>(response.body, { header: true, skipEmptyLines: true });
    expect(csv.errors).toEqual([]);
    expect(csv.data).toEqual([
      {
        transferId: String(s.firstMinute), confirmAt: '2026-03-16T23:00:00.000Z', username: s.spaniard.username, holder: 'Test Member',
        iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX', requestAmount: '100.00', transferCost: '0.00', irpf: '15.00', iva: '0.00', actualAmount: '85.00', invoiceNo: s.invoices[0],
      },
      expect.objectContaining({
        transferId: String(s.lastMinute), holder: 'Viajes Ñandú & Cía', requestAmount: '60.00', transferCost: '3.00', irpf: '0.00', iva: '12.60', actualAmount: '69.60', invoiceNo: s.invoices[1],
      }),
    ]);
  });

  it('admins only; a bad or empty range is a clear error', async () => {
    const s = await scenario(24);
    expect((await s.spaniard.call('GET', '/api/admin/transfers/export.csv?from=2026-03-10&to=2026-03-10')).statusCode).toBe(403);
    const backwards = await s.asAdmin('GET', '/api/admin/transfers/export.xml?from=2026-03-10&to=2026-03-09');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().violations[0]).toMatchObject({ propertyPath: 'to', message: 'to is not valid' });
    expect((await s.asAdmin('GET', '/api/admin/transfers/export.xml?from=yesterday&to=2026-03-09')).statusCode).toBe(400);
    // Found by fuzzing: the ISO pattern takes year 0000, which PostgreSQL's calendar does not have (it answered 500).
    for (const [from, to] of [['0000-01-01', '2026-03-09'], ['0000-02-29', '0000-03-01'], ['2026-02-30', '2026-03-09'], ['99999-01-01', '99999-01-02']]) {
      const impossible = await s.asAdmin('GET', `/api/admin/transfers/export.xml?from=${from}&to=${to}`);
      expect(impossible.statusCode, `${from}..${to}`).toBe(400);
      expect(impossible.json().violations[0]).toMatchObject({ propertyPath: 'from', code: 'validation.invalid', message: 'from is not valid' });
    }
    const empty = await s.asAdmin('GET', '/api/admin/transfers/export.xml?from=2020-01-01&to=2020-01-31');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ code: 'PAYOUT_EXPORT_EMPTY', 'hydra:description': 'No payouts were accepted between those days: there is nothing to send to the bank' });
  });
});

describe('sepaText', () => {
  it('keeps the SEPA Latin set only', () => {
    expect(sepaText('José Ñúñez-García & Hijos; <S.L.>')).toBe('Jose Nunez-Garcia Hijos S.L.');
    expect(sepaText('x'.repeat(80))).toHaveLength(70);
  });

  it('spells letters without an ASCII form the way people do, instead of dropping them', () => {
    expect(sepaText('Søren Østergaard, Weißstraße 5')).toBe('Soren Ostergaard, Weissstrasse 5');
    expect(sepaText('Zdeněk Łukasz Dvořák-Őrsi, Łódź')).toBe('Zdenek Lukasz Dvorak-Orsi, Lodz');
  });
});

describe('sepaCreditTransferXml', () => {
  const transfer: ExportedTransfer = {
    id: 7, username: 'soren', holder: 'Søren Weiß', iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX', requestAmount: 10_000,
    transferCost: 0, irpf: 1_500, iva: 0, actualAmount: 8_500, invoiceNo: 'A2026-000001', confirmAt: new Date(),
  };
  const debtor = { name: 'Virtual Office Travel S.L.', iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX' };
  const header = (xml: string) => parser.parse(xml).Document.CstmrCdtTrfInitn.GrpHdr;

  it('gives two files made in the same second different message ids, and stamps the moment in UTC', () => {
    const created = new Date('2026-03-10T09:15:30.250Z');
    const [first, second] = [1, 2].map(() => header(sepaCreditTransferXml([transfer], debtor, '2026-03-11', created)));
    expect(first.MsgId).not.toBe(second.MsgId);
    // xs:dateTime with its zone: a bank in any time zone reads the same instant.
    expect(first.CreDtTm).toBe('2026-03-10T09:15:30Z');
    expect(parser.parse(sepaCreditTransferXml([transfer], debtor, '2026-03-11', created)).Document.CstmrCdtTrfInitn.PmtInf.CdtTrfTxInf[0].Cdtr.Nm).toBe('Soren Weiss');
  });
});

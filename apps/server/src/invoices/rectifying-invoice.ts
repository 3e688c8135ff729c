import { and, eq, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { invoices, type RECTIFICATIONS } from '../db/schema';
import { nextInvoiceNumber, rectifyingSeries } from './invoice-number';

/**
 * A refunded or charged-back payment cancels the invoice or receipt it produced with a rectifying one
 * (Spanish "factura rectificativa"): its own series per year without gaps, the same parties and kind,
 * every amount negated, the original invoice and why: the code (`refund`, `chargeback`) the PDF translates and
 * the words of whoever refunded. Inside the refund's transaction; an
 * invoice already rectified is skipped (and the unique `rectifies_invoice_id` forbids a second one).
 */
export async function issueRectifyingInvoices(
  tx: Tx, paymentId: number, rectification: (typeof RECTIFICATIONS)[number], reason: string | null, today = new Date(),
) {
  // Not null on purpose: `id not in (…, null)` would match nothing.
  const rectified = tx.select({ id: invoices.rectifiesInvoiceId }).from(invoices).where(and(eq(invoices.paymentId, paymentId), isNotNull(invoices.rectifiesInvoiceId)));
  const originals = await tx.select().from(invoices)
    .where(and(eq(invoices.paymentId, paymentId), isNull(invoices.rectifiesInvoiceId), notInArray(invoices.id, rectified)))
    .orderBy(invoices.id);
  const issued = [];
  for (const original of originals) {
    const series = rectifyingSeries(original.series);
    const year = today.getUTCFullYear();
    const { number, invoiceNo } = await nextInvoiceNumber(tx, series, year);
    const [invoice] = await tx.insert(invoices).values({
      invoiceNo, series, year, number,
      invoiceType: original.invoiceType,
      userId: original.userId,
      paymentId,
      concept: original.concept,
      conceptCode: original.conceptCode,
      net: -original.net, tax: -original.tax, taxRateBp: original.taxRateBp, fee: -original.fee, withholding: -original.withholding,
      actualAmount: -original.actualAmount,
      parties: original.parties,
      issuedOn: today.toISOString().slice(0, 10),
      rectifiesInvoiceId: original.id,
      rectification,
      reason: reason?.slice(0, 500) || null,
    }).returning();
    issued.push(invoice!);
  }
  return issued;
}

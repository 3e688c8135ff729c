import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { INVOICE_TYPES } from '../db/schema';
import { rowsOf } from '../db/rows';

type InvoiceType = (typeof INVOICE_TYPES)[number];

/** One series per kind of invoice (DESIGN.md section 8): received, self-billing issued, receipt. */
export const INVOICE_SERIES: Record<InvoiceType, string> = { received: 'F', issued: 'A', receipt: 'R' };

/** A rectifying invoice (Spanish "factura rectificativa") has its own series beside the one it corrects: F → FR. */
export const rectifyingSeries = (series: string) => `${series}R`;

/**
 * The next number of a series in a year, without gaps: the counter row is locked by the upsert
 * until the invoice's transaction ends, and a rolled-back invoice rolls its number back too.
 */
export async function nextInvoiceNumber(tx: Tx, series: string, year: number): Promise<{ number: number; invoiceNo: string }> {
  const result = await tx.execute(sql`
    insert into invoice_counters (series, year, last) values (${series}, ${year}, 1)
    on conflict (series, year) do update set last = invoice_counters.last + 1
    returning last`);
  const number = Number(rowsOf<{ last: number }>(result)[0]!.last);
  return { number, invoiceNo: `${series}${year}-${String(number).padStart(6, '0')}` };
}

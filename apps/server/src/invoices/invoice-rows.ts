import { count, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { invoices } from '../db/schema';
import type { CollectionQuery } from '../lib/collection-query';
import type { CollectionSource } from '../lib/collection-route';

const originals = alias(invoices, 'originals');

/** An invoice with the number of the invoice it rectifies (null for an ordinary one). */
export interface InvoiceRow {
  invoice: typeof invoices.$inferSelect;
  rectifiesNo: string | null;
}

const columns = { invoice: invoices, rectifiesNo: originals.invoiceNo };
const withOriginal = (db: Db) => db.select(columns).from(invoices).leftJoin(originals, eq(originals.id, invoices.rectifiesInvoiceId));

export function invoiceSource(db: Db): CollectionSource<InvoiceRow> {
  return {
    page: (where: SQL | undefined, q: CollectionQuery) => withOriginal(db).where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    count: async (where: SQL | undefined) => (await db.select({ n: count() }).from(invoices).where(where))[0]?.n ?? 0,
  };
}

export async function findInvoice(db: Db, id: number): Promise<InvoiceRow | undefined> {
  return (await withOriginal(db).where(eq(invoices.id, id)))[0];
}

import { count, eq, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { memberColumns, type MemberColumns } from '../admin/member-ref';
import { invoices, profiles, users } from '../db/schema';
import type { CollectionQuery } from '../lib/collection-query';
import type { CollectionSource } from '../lib/collection-route';

const originals = alias(invoices, 'originals');

/** An invoice with the number of the invoice it rectifies (null for an ordinary one) and whose it is. */
export interface InvoiceRow {
  invoice: typeof invoices.$inferSelect;
  rectifiesNo: string | null;
  member: MemberColumns;
}

const columns = { invoice: invoices, rectifiesNo: originals.invoiceNo, member: memberColumns };
const withOwner = <T extends PgSelect>(query: T) =>
  query.innerJoin(users, eq(users.id, invoices.userId)).leftJoin(profiles, eq(profiles.userId, invoices.userId));
const withOriginal = (db: Db) =>
  withOwner(db.select(columns).from(invoices).leftJoin(originals, eq(originals.id, invoices.rectifiesInvoiceId)).$dynamic());

export function invoiceSource(db: Db): CollectionSource<InvoiceRow> {
  return {
    page: (where: SQL | undefined, q: CollectionQuery) => withOriginal(db).where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    // The owner's join too: the console searches by username and e-mail.
    count: async (where: SQL | undefined) => (await withOwner(db.select({ n: count() }).from(invoices).$dynamic()).where(where))[0]?.n ?? 0,
  };
}

export async function findInvoice(db: Db, id: number): Promise<InvoiceRow | undefined> {
  return (await withOriginal(db).where(eq(invoices.id, id)))[0];
}

import { count, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/current-user';
import { ownerScope } from '../auth/owner-or-admin';
import type { Db, Tx } from '../db/client';
import { invoices, transfers, users } from '../db/schema';
import { parseAs, type CollectionQuery, type CollectionSpec } from '../lib/collection-query';
import { listFrom, type CollectionSource } from '../lib/collection-route';
import { presentTransfer } from './transfer.presenter';

/** GET /api/transfers: filter by status, search by username, IBAN or invoice number, order by the money columns. */
export const TRANSFER_COLLECTION: CollectionSpec = {
  order: {
    id: transfers.id, createAt: transfers.createdAt, requestAmount: transfers.requestAmount, amount: transfers.requestAmount,
    actualAmount: transfers.actualAmount, status: transfers.status, confirmAt: transfers.confirmAt, username: users.username,
  },
  defaultOrder: [transfers.id, 'desc'],
  filters: { status: { column: transfers.status, parse: parseAs.text }, user: { column: transfers.userId, parse: parseAs.integer } },
  // confirmAt: the admin's accepted list shows the same days as the bank export.
  dates: { createAt: transfers.createdAt, confirmAt: transfers.confirmAt },
  search: [users.username, transfers.iban, invoices.invoiceNo],
};

/** A transfer with what its presenter shows beside it: the member's username and the invoice number once paid. */
export type TransferRow = { transfer: typeof transfers.$inferSelect; username: string; invoiceNo: string | null };

const joined = (db: Db | Tx) => db.select({ transfer: transfers, username: users.username, invoiceNo: invoices.invoiceNo }).from(transfers)
  .innerJoin(users, eq(users.id, transfers.userId)).leftJoin(invoices, eq(invoices.id, transfers.invoiceId));

/** One transfer read the way the list reads it, so the item and the list never disagree (issue 13, item 20). */
export async function findTransfer(db: Db | Tx, id: number): Promise<TransferRow | undefined> {
  return (await joined(db).where(eq(transfers.id, id)))[0];
}

export function transferSource(db: Db): CollectionSource<TransferRow> {
  return {
    page: (where: SQL | undefined, q: CollectionQuery) => joined(db).where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    count: async (where: SQL | undefined) =>
      (await db.select({ n: count() }).from(transfers).innerJoin(users, eq(users.id, transfers.userId))
        .leftJoin(invoices, eq(invoices.id, transfers.invoiceId)).where(where))[0]?.n ?? 0,
  };
}

/** One page of the payout requests the viewer may see: their own; an admin, everyone's (the payouts queue). */
export function listTransfers(db: Db, request: FastifyRequest, viewer: SessionUser) {
  return listFrom(request, TRANSFER_COLLECTION, transferSource(db), presentTransfer, ownerScope(viewer, transfers.userId));
}

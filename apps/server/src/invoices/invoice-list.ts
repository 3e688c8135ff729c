import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { invoices, users } from '../db/schema';
import { parseAs, type CollectionSpec } from '../lib/collection-query';
import { listFrom } from '../lib/collection-route';
import { presentAdminInvoice, presentInvoice } from './invoice.presenter';
import { invoiceSource } from './invoice-rows';
import { invoiceSearchCondition } from './invoice-search';
import { requestLanguage } from '../lib/request-language';

/** GET /api/invoices: by kind, date and the spec's `searchfields[]`/`searchvalues[]` pairs; sortable columns. */
export const INVOICE_COLLECTION: CollectionSpec = {
  order: { invoiceNo: invoices.invoiceNo, createAt: invoices.createdAt, actualAmount: invoices.actualAmount, invoiceType: invoices.invoiceType },
  defaultOrder: [invoices.id, 'desc'],
  filters: { invoiceType: { column: invoices.invoiceType, parse: parseAs.text } },
  dates: { createAt: invoices.createdAt },
  search: [invoices.invoiceNo, invoices.concept],
};

/** One page of the viewer's own invoices (an admin lists every member's on the console's route). */
export function listInvoices(db: Db, request: FastifyRequest, viewer: SessionUser) {
  const searched = invoiceSearchCondition(request.query as Record<string, unknown>);
  return listFrom(request, INVOICE_COLLECTION, invoiceSource(db), (row) => presentInvoice(row, requestLanguage(request)), and(eq(invoices.userId, viewer.id), searched));
}

/** GET /api/admin/invoices: the member filters and search pairs, plus `user` (a member's id), order by member and `search` on username/e-mail too. */
export const ADMIN_INVOICE_COLLECTION: CollectionSpec = {
  ...INVOICE_COLLECTION,
  order: { ...INVOICE_COLLECTION.order, username: users.username },
  filters: { ...INVOICE_COLLECTION.filters, user: { column: invoices.userId, parse: parseAs.integer } },
  search: [...(INVOICE_COLLECTION.search ?? []), users.username, users.email],
};

/** One page of every member's invoices with whose they are (the caller has checked the viewer is an admin). */
export function listAdminInvoices(db: Db, request: FastifyRequest) {
  const searched = invoiceSearchCondition(request.query as Record<string, unknown>);
  return listFrom(request, ADMIN_INVOICE_COLLECTION, invoiceSource(db), (row) => presentAdminInvoice(row, requestLanguage(request)), searched);
}

import { and } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/current-user';
import { ownerScope } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { invoices } from '../db/schema';
import { parseAs, type CollectionSpec } from '../lib/collection-query';
import { listFrom } from '../lib/collection-route';
import { presentInvoice } from './invoice.presenter';
import { invoiceSource } from './invoice-rows';
import { invoiceSearchCondition } from './invoice-search';

/** GET /api/invoices: by kind, date and the spec's `searchfields[]`/`searchvalues[]` pairs; sortable columns. */
export const INVOICE_COLLECTION: CollectionSpec = {
  order: { invoiceNo: invoices.invoiceNo, createAt: invoices.createdAt, actualAmount: invoices.actualAmount, invoiceType: invoices.invoiceType },
  defaultOrder: [invoices.id, 'desc'],
  filters: { invoiceType: { column: invoices.invoiceType, parse: parseAs.text } },
  dates: { createAt: invoices.createdAt },
  search: [invoices.invoiceNo, invoices.concept],
};

/** One page of the invoices the viewer may see: their own; an admin, everyone's. */
export function listInvoices(db: Db, request: FastifyRequest, viewer: SessionUser) {
  const searched = invoiceSearchCondition(request.query as Record<string, unknown>);
  return listFrom(request, INVOICE_COLLECTION, invoiceSource(db), presentInvoice, and(ownerScope(viewer, invoices.userId), searched));
}

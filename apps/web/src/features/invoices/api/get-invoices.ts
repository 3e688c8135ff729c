import { queryOptions } from '@tanstack/react-query';
import type { CollectionQuery, SortedPageRequest } from '@/api/collection-query';
import { fetchPage, type Page } from '@/api/hydra';
import { INVOICE_KINDS, type Invoice, type InvoiceKind } from '@vo/domain';

// The resource's types come from its response schema in packages/domain (the server validates against it).
export { INVOICE_KINDS, type Invoice, type InvoiceKind };

export const isInvoiceKind = (value: unknown): value is InvoiceKind => (INVOICE_KINDS as readonly unknown[]).includes(value);

/** The columns the API orders by (spec section 7). */
export const INVOICE_SORTS = ['invoiceNo', 'createAt', 'actualAmount'] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

/** What the filters select; days are YYYY-MM-DD in the member's own time zone, both included. */
export type InvoiceFilter = {
  invoiceNo?: string;
  concept?: string;
  from?: string;
  to?: string;
};

export interface InvoicesQuery<Sort extends string = InvoiceSort> extends InvoiceFilter, SortedPageRequest<Sort> {
  type: InvoiceKind;
}

/** The collection query: the text filters as `searchfields[]`/`searchvalues[]` pairs (all must match), then the days. */
export function invoicesQuery<Sort extends string>(query: InvoicesQuery<Sort>): CollectionQuery {
  return {
    page: query.page,
    itemsPerPage: query.itemsPerPage,
    order: query.sort,
    filters: { invoiceType: query.type },
    searchFields: { invoiceNo: query.invoiceNo, concept: query.concept },
    // The spec gives invoices the strict bounds only: "after the last millisecond of the day before".
    dates: { field: 'createAt', from: query.from, to: query.to, lower: 'strictly_after' },
  };
}

export type InvoicesPage = Page<Invoice>;

/** GET /api/invoices: one page of the member's invoices of one kind. */
export function getInvoices(query: InvoicesQuery, signal?: AbortSignal): Promise<InvoicesPage> {
  return fetchPage<Invoice>('/api/invoices', invoicesQuery(query), signal);
}

export const INVOICES_QUERY_KEY = ['invoices'] as const;

export const invoicesQueryOptions = (query: InvoicesQuery) =>
  queryOptions({ queryKey: [...INVOICES_QUERY_KEY, query], queryFn: ({ signal }) => getInvoices(query, signal) });

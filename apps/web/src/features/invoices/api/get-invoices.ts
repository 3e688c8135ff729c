import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { HydraCollection } from '@/api/hydra';
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

export interface InvoicesQuery extends InvoiceFilter {
  type: InvoiceKind;
  page: number;
  itemsPerPage: number;
  sort: { id: InvoiceSort; direction: 'asc' | 'desc' };
}

/** The instant a local day starts (minus `minusMs`), as the API's date filters read it. */
const dayStart = (day: string, plusDays = 0, minusMs = 0) => {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + plusDays);
  return new Date(date.getTime() - minusMs).toISOString();
};

/** The query string: the text filters as `searchfields[]`/`searchvalues[]` pairs (all must match), then the days. */
export function invoicesParams(query: InvoicesQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), itemsPerPage: String(query.itemsPerPage), invoiceType: query.type });
  params.set(`order[${query.sort.id}]`, query.sort.direction);
  for (const field of ['invoiceNo', 'concept'] as const) {
    const value = query[field]?.trim();
    if (!value) continue;
    params.append('searchfields[]', field);
    params.append('searchvalues[]', value);
  }
  // The spec gives invoices the strict bounds only: "after the last millisecond of the day before".
  if (query.from) params.set('createAt[strictly_after]', dayStart(query.from, 0, 1));
  if (query.to) params.set('createAt[strictly_before]', dayStart(query.to, 1));
  return params;
}

export interface InvoicesPage {
  invoices: Invoice[];
  total: number;
}

/** GET /api/invoices: one page of the member's invoices of one kind. */
export async function getInvoices(query: InvoicesQuery, signal?: AbortSignal): Promise<InvoicesPage> {
  const body = await apiFetch<HydraCollection<Invoice>>(`/api/invoices?${invoicesParams(query).toString()}`, { signal });
  return { invoices: body['hydra:member'], total: body['hydra:totalItems'] };
}

export const INVOICES_QUERY_KEY = ['invoices'] as const;

export const invoicesQueryOptions = (query: InvoicesQuery) =>
  queryOptions({ queryKey: [...INVOICES_QUERY_KEY, query], queryFn: ({ signal }) => getInvoices(query, signal) });

export function useInvoices(query: InvoicesQuery) {
  return useQuery({ ...invoicesQueryOptions(query), placeholderData: keepPreviousData });
}

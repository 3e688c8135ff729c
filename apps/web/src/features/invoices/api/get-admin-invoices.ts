import { queryOptions } from '@tanstack/react-query';
import type { AdminInvoice } from '@vo/domain';
import { fetchPage, type Page } from '@/api/hydra';
import { INVOICE_SORTS, invoicesQuery, type InvoicesQuery } from '@/features/invoices/api/get-invoices';

export type { AdminInvoice };

/** The member's sorts, plus the member's username. */
export const ADMIN_INVOICE_SORTS = [...INVOICE_SORTS, 'username'] as const;
export type AdminInvoiceSort = (typeof ADMIN_INVOICE_SORTS)[number];

export interface AdminInvoicesQuery extends InvoicesQuery<AdminInvoiceSort> {
  /** One member's id; none is everyone's. */
  user?: string;
}

/** GET /api/admin/invoices: one page of every member's invoices of one kind (the member's filters plus the member). */
export function getAdminInvoices({ user, ...query }: AdminInvoicesQuery, signal?: AbortSignal): Promise<Page<AdminInvoice>> {
  const base = invoicesQuery(query);
  return fetchPage<AdminInvoice>('/api/admin/invoices', { ...base, filters: { ...base.filters, user } }, signal);
}

export const adminInvoicesQueryOptions = (query: AdminInvoicesQuery) =>
  queryOptions({ queryKey: ['admin', 'invoices', query], queryFn: ({ signal }) => getAdminInvoices(query, signal) });

import { queryOptions } from '@tanstack/react-query';
import type { AdminSupportTicket, SupportTicketStatus } from '@vo/domain';
import { fetchPage } from '@/api/hydra';
import { SUPPORT_QUERY_KEY } from '@/api/support-ticket';

// A row of the console's list: the ticket and who wrote it (packages/domain's response schema).
export type { AdminSupportTicket };

export interface AdminSupportTicketsQuery {
  status: SupportTicketStatus | null;
  page: number;
  itemsPerPage: number;
  search: string;
}

/** The console's help-desk screens, refreshed together after a reply or a closing. */
export const ADMIN_SUPPORT_QUERY_KEY = [...SUPPORT_QUERY_KEY, 'admin'] as const;

/** GET /api/admin/support_tickets: one page, by status (all when null), last changed first. */
export const adminSupportTicketsQueryOptions = (query: AdminSupportTicketsQuery) =>
  queryOptions({
    queryKey: [...ADMIN_SUPPORT_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => {
      const { page, itemsPerPage, status, search } = query;
      return fetchPage<AdminSupportTicket>('/api/admin/support_tickets', { page, itemsPerPage, filters: { status, search } }, signal);
    },
  });

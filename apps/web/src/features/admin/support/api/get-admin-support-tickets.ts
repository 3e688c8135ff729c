import { queryOptions } from '@tanstack/react-query';
import type { SupportTicketStatus } from '@vo/domain';
import { fetchPage } from '@/api/hydra';
import { SUPPORT_QUERY_KEY, type SupportTicket } from '@/api/support-ticket';

/** Who wrote the ticket, as the console lists it. */
export interface SupportTicketMember {
  id: number;
  username: string;
  email: string;
  language: string;
  membership: string | null;
}

export interface AdminSupportTicket extends SupportTicket {
  member: SupportTicketMember;
}

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

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportTicketStatus } from '@vo/domain';
import { apiFetch } from '@/api/client';
import type { HydraCollection } from '@/api/hydra';
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
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ page: String(query.page), itemsPerPage: String(query.itemsPerPage) });
      if (query.status) params.set('status', query.status);
      if (query.search) params.set('search', query.search);
      const body = await apiFetch<HydraCollection<AdminSupportTicket>>(`/api/admin/support_tickets?${params.toString()}`, { signal });
      return { tickets: body['hydra:member'], total: body['hydra:totalItems'] };
    },
  });

export function useAdminSupportTickets(query: AdminSupportTicketsQuery) {
  return useQuery({ ...adminSupportTicketsQueryOptions(query), placeholderData: keepPreviousData });
}

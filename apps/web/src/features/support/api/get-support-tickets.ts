import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { HydraCollection } from '@/api/hydra';
import { SUPPORT_QUERY_KEY, type SupportTicket } from '@/api/support-ticket';

/** The widget lists the latest conversations; older ones stay on the server. */
export const WIDGET_TICKETS = 50;

/** GET /api/support_tickets: the member's own tickets, last changed first. */
export const supportTicketsQueryOptions = () =>
  queryOptions({
    queryKey: [...SUPPORT_QUERY_KEY, 'tickets'],
    queryFn: async ({ signal }) => {
      const body = await apiFetch<HydraCollection<SupportTicket>>(`/api/support_tickets?itemsPerPage=${WIDGET_TICKETS}`, { signal });
      return { tickets: body['hydra:member'], total: body['hydra:totalItems'] };
    },
  });

export function useSupportTickets() {
  return useQuery(supportTicketsQueryOptions());
}

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '@/api/client';
import { SUPPORT_QUERY_KEY, type SupportConversation } from '@/api/support-ticket';
import { SUPPORT_UNREAD_POLL_MS } from '@/api/support-unread';

export const supportTicketQueryKey = (id: number) => [...SUPPORT_QUERY_KEY, 'ticket', id] as const;

/** GET /api/support_tickets/{id}: the conversation; reading it marks the staff's replies read. */
export const supportTicketQueryOptions = (id: number) =>
  queryOptions({
    queryKey: supportTicketQueryKey(id),
    queryFn: ({ signal }) => apiFetch<SupportConversation>(`/api/support_tickets/${id}`, { signal }),
    refetchInterval: SUPPORT_UNREAD_POLL_MS,
  });

/** The open conversation; each read refreshes the badge and the list, whose unread counts it has just changed. */
export function useSupportTicket(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery(supportTicketQueryOptions(id));
  const { dataUpdatedAt } = query;
  useEffect(() => {
    if (!dataUpdatedAt) return;
    void queryClient.invalidateQueries({ queryKey: [...SUPPORT_QUERY_KEY, 'unread'] });
    void queryClient.invalidateQueries({ queryKey: [...SUPPORT_QUERY_KEY, 'tickets'] });
  }, [dataUpdatedAt, queryClient]);
  return query;
}

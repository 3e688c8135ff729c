import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSupportConversation } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { ADMIN_SUPPORT_QUERY_KEY } from './get-admin-support-tickets';

// The console's conversation, with the member and who wrote each message (packages/domain's response schema).
export type { AdminSupportConversation };

export const adminSupportTicketQueryKey = (id: number) => [...ADMIN_SUPPORT_QUERY_KEY, 'ticket', id] as const;

/** GET /api/admin/support_tickets/{id}: opening it marks the member's messages read by the staff. */
export const adminSupportTicketQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminSupportTicketQueryKey(id),
    queryFn: ({ signal }) => apiFetch<AdminSupportConversation>(`/api/admin/support_tickets/${id}`, { signal }),
  });

export function useAdminSupportTicket(id: number) {
  return useQuery(adminSupportTicketQueryOptions(id));
}

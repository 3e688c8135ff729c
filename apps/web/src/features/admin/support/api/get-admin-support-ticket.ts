import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { SupportConversation } from '@/api/support-ticket';
import { ADMIN_SUPPORT_QUERY_KEY, type SupportTicketMember } from './get-admin-support-tickets';

export type AdminSupportConversation = SupportConversation & { member: SupportTicketMember };

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

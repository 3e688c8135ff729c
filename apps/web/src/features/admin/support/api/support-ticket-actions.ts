import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportMessageInput } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { adminSupportTicketQueryKey, type AdminSupportConversation } from './get-admin-support-ticket';
import { ADMIN_SUPPORT_QUERY_KEY } from './get-admin-support-tickets';

/** A staff action on a ticket: the answer is the new conversation; the lists and counts refresh after it. */
function useTicketAction<V>(ticketId: number, request: (values: V) => Promise<AdminSupportConversation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (ticket) => {
      queryClient.setQueryData(adminSupportTicketQueryKey(ticketId), ticket);
      await queryClient.invalidateQueries({ queryKey: [...ADMIN_SUPPORT_QUERY_KEY, 'list'] });
      await queryClient.invalidateQueries({ queryKey: [...ADMIN_SUPPORT_QUERY_KEY, 'summary'] });
    },
  });
}

/** POST /api/admin/support_tickets/{id}/messages: the ticket is answered and the member e-mailed. */
export const useReplySupportTicket = (ticketId: number) =>
  useTicketAction(ticketId, (values: SupportMessageInput) =>
    apiFetch<AdminSupportConversation>(`/api/admin/support_tickets/${ticketId}/messages`, { method: 'POST', body: values }));

/** POST /api/admin/support_tickets/{id}/close: settled (the member's next message opens it again). */
export const useCloseSupportTicket = (ticketId: number) =>
  useTicketAction(ticketId, () => apiFetch<AdminSupportConversation>(`/api/admin/support_tickets/${ticketId}/close`, { method: 'POST' }));

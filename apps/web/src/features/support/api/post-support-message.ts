import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportMessageInput } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { SUPPORT_QUERY_KEY, type SupportConversation } from '@/api/support-ticket';
import { supportTicketQueryKey } from './get-support-ticket';

/** POST /api/support_tickets/{id}/messages: the member writes again (the ticket waits for the staff). */
export function usePostSupportMessage(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SupportMessageInput) =>
      apiFetch<SupportConversation>(`/api/support_tickets/${ticketId}/messages`, { method: 'POST', body: values }),
    onSuccess: async (ticket) => {
      queryClient.setQueryData(supportTicketQueryKey(ticket.id), ticket);
      await queryClient.invalidateQueries({ queryKey: [...SUPPORT_QUERY_KEY, 'tickets'] });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportTicketCreate } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { SUPPORT_QUERY_KEY, type SupportConversation } from '@/api/support-ticket';
import { supportTicketQueryKey } from './get-support-ticket';

/** POST /api/support_tickets: a new conversation with its first message. */
export function useCreateSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SupportTicketCreate) => apiFetch<SupportConversation>('/api/support_tickets', { method: 'POST', body: values }),
    onSuccess: async (ticket) => {
      queryClient.setQueryData(supportTicketQueryKey(ticket.id), ticket);
      await queryClient.invalidateQueries({ queryKey: [...SUPPORT_QUERY_KEY, 'tickets'] });
    },
  });
}

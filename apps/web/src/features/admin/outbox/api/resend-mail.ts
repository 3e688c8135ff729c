import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OutboxMail } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { ADMIN_OUTBOX_QUERY_KEY } from './get-admin-outbox';

/** POST /api/admin/mail_outbox/{id}/resend: a new outbox row with the same mail (audited); the list shows it first. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<OutboxMail>(`/api/admin/mail_outbox/${id}/resend`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_OUTBOX_QUERY_KEY }),
  });
}

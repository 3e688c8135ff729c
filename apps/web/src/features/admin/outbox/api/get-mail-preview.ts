import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailPreview } from '@vo/domain';
import { apiFetch } from '@/api/client';

/** GET /api/admin/mail_outbox/{id}/preview: the mail as rendered, its links masked; read when the preview opens. */
export const useMailPreview = (id: number, enabled: boolean) =>
  useQuery(queryOptions({
    queryKey: ['admin', 'mail-preview', id],
    queryFn: ({ signal }) => apiFetch<MailPreview>(`/api/admin/mail_outbox/${id}/preview`, { signal }),
    enabled,
  }));

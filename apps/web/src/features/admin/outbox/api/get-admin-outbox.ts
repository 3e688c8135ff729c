import { queryOptions } from '@tanstack/react-query';
import type { OutboxMail } from '@vo/domain';
import { fetchPage } from '@/api/hydra';

export type { OutboxMail };

export const ADMIN_OUTBOX_QUERY_KEY = ['admin', 'mail-outbox'] as const;

export interface AdminOutboxQuery {
  page: number;
  itemsPerPage: number;
  status?: string;
  template?: string;
  /** In the recipient and the subject. */
  search?: string;
  from?: string;
  to?: string;
}

/** GET /api/admin/mail_outbox: one page of the mails, newest first, filtered by the server. */
export const adminOutboxQueryOptions = ({ page, itemsPerPage, status, template, search, from, to }: AdminOutboxQuery) =>
  queryOptions({
    queryKey: [...ADMIN_OUTBOX_QUERY_KEY, { page, itemsPerPage, status, template, search, from, to }],
    queryFn: ({ signal }) => fetchPage<OutboxMail>('/api/admin/mail_outbox', {
      page, itemsPerPage, filters: { status, template, search }, dates: { field: 'createdAt', from, to },
    }, signal),
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportSummary } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { ADMIN_SUPPORT_QUERY_KEY } from './get-admin-support-tickets';

/** GET /api/admin/support_tickets/summary: tickets per status, and how many hold unread member messages. */
export const supportSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_SUPPORT_QUERY_KEY, 'summary'],
    queryFn: ({ signal }) => apiFetch<SupportSummary>('/api/admin/support_tickets/summary', { signal }),
  });

export function useSupportSummary() {
  return useQuery(supportSummaryQueryOptions());
}

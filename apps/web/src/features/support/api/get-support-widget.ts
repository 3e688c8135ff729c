import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportWidget } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { SUPPORT_QUERY_KEY } from '@/api/support-ticket';

/** GET /api/support_widget: the third-party chat to load, or null for support tickets. */
export const supportWidgetQueryOptions = () =>
  queryOptions({
    queryKey: [...SUPPORT_QUERY_KEY, 'widget'],
    queryFn: ({ signal }) => apiFetch<SupportWidget>('/api/support_widget', { signal }),
    staleTime: Infinity,
  });

export function useSupportWidgetSettings() {
  return useQuery(supportWidgetQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { SUPPORT_QUERY_KEY } from '@/api/support-ticket';

/** GET /api/support_widget: the third-party chat to load, or null for support tickets. */
export interface SupportWidgetSettings {
  provider: { scriptUrl: string; key: string; userHash: string | null } | null;
  timeoutMs: number;
}

export const supportWidgetQueryOptions = () =>
  queryOptions({
    queryKey: [...SUPPORT_QUERY_KEY, 'widget'],
    queryFn: ({ signal }) => apiFetch<SupportWidgetSettings>('/api/support_widget', { signal }),
    staleTime: Infinity,
  });

export function useSupportWidgetSettings() {
  return useQuery(supportWidgetQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportUnread } from '@vo/domain';
import { apiFetch } from './client';
import { SUPPORT_QUERY_KEY } from './support-ticket';

/** How often the header asks for new replies while a member is logged in. */
export const SUPPORT_UNREAD_POLL_MS = 60_000;

/** GET /api/support_tickets/unread: staff replies the member has not opened yet. */
export const supportUnreadQueryOptions = () =>
  queryOptions({
    queryKey: [...SUPPORT_QUERY_KEY, 'unread'],
    queryFn: async ({ signal }) => (await apiFetch<SupportUnread>('/api/support_tickets/unread', { signal })).unread,
    refetchInterval: SUPPORT_UNREAD_POLL_MS,
  });

/** The header badge; `enabled` is false while nobody is logged in, so no poll runs. */
export function useSupportUnread(enabled: boolean) {
  return useQuery({ ...supportUnreadQueryOptions(), enabled });
}

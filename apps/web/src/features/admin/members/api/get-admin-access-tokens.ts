import { queryOptions } from '@tanstack/react-query';
import type { AdminAccessToken } from '@vo/domain';
import { fetchPage, type Page } from '@/api/hydra';
import { ADMIN_MEMBERS_QUERY_KEY } from './get-admin-members';

/** The audit of one "log in as" (GET /api/admin_access_tokens). */
export type { AdminAccessToken };

export interface AdminAccessTokensQuery {
  page: number;
  itemsPerPage: number;
}

/** GET /api/admin_access_tokens: newest first. */
export function getAdminAccessTokens(query: AdminAccessTokensQuery, signal?: AbortSignal): Promise<Page<AdminAccessToken>> {
  return fetchPage<AdminAccessToken>('/api/admin_access_tokens', query, signal);
}

export const adminAccessTokensQueryOptions = (query: AdminAccessTokensQuery) =>
  queryOptions({
    queryKey: [...ADMIN_MEMBERS_QUERY_KEY, 'impersonations', query],
    queryFn: ({ signal }) => getAdminAccessTokens(query, signal),
  });

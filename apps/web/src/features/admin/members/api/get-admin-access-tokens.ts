import { queryOptions } from '@tanstack/react-query';
import { fetchPage, type Page } from '@/api/hydra';
import { ADMIN_MEMBERS_QUERY_KEY } from './get-admin-members';

/** The audit of one "log in as" (GET /api/admin_access_tokens). */
export interface AdminAccessToken {
  id: number;
  admin: { id: number; username: string };
  user: { id: number; username: string };
  ip: string;
  userAgent: string;
  createdAt: string;
  endedAt: string | null;
  /** The session it opened can still be used. */
  active: boolean;
}

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

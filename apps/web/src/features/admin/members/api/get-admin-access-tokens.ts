import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { HydraCollection } from '@/api/hydra';
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
export async function getAdminAccessTokens(query: AdminAccessTokensQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page), itemsPerPage: String(query.itemsPerPage) });
  const body = await apiFetch<HydraCollection<AdminAccessToken>>(`/api/admin_access_tokens?${params.toString()}`, { signal });
  return { items: body['hydra:member'], total: body['hydra:totalItems'] };
}

export const adminAccessTokensQueryOptions = (query: AdminAccessTokensQuery) =>
  queryOptions({
    queryKey: [...ADMIN_MEMBERS_QUERY_KEY, 'impersonations', query],
    queryFn: ({ signal }) => getAdminAccessTokens(query, signal),
  });

export function useAdminAccessTokens(query: AdminAccessTokensQuery) {
  return useQuery({ ...adminAccessTokensQueryOptions(query), placeholderData: keepPreviousData });
}

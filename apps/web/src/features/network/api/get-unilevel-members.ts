import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { HydraCollection } from '@/api/hydra';

/** A member of one sponsorship level (docs/api.md). */
export interface UnilevelMember {
  id: number;
  username: string;
  level: number;
  isActive: boolean;
  dateOfJoin: string;
  membership: { level: number; name: string } | null;
  sponsor: string | null;
  directs: number;
  personalPoints: number;
}

export interface UnilevelPageQuery {
  level: number;
  page: number;
  itemsPerPage: number;
  search: string;
}

export interface UnilevelPage {
  members: UnilevelMember[];
  total: number;
}

/** GET /api/users/{id}/unilevel?level=&page=&itemsPerPage=&search=: one page of one level. */
export async function getUnilevelMembers(id: number, query: UnilevelPageQuery, signal?: AbortSignal): Promise<UnilevelPage> {
  const params = new URLSearchParams({ level: String(query.level), page: String(query.page), itemsPerPage: String(query.itemsPerPage) });
  if (query.search) params.set('search', query.search);
  const body = await apiFetch<HydraCollection<UnilevelMember>>(`/api/users/${id}/unilevel?${params.toString()}`, { signal });
  return { members: body['hydra:member'], total: body['hydra:totalItems'] };
}

export const unilevelMembersQueryOptions = (id: number, query: UnilevelPageQuery) =>
  queryOptions({
    queryKey: ['network', 'unilevel', id, query],
    queryFn: ({ signal }) => getUnilevelMembers(id, query, signal),
    staleTime: 60_000,
  });

export function useUnilevelMembers(id: number, query: UnilevelPageQuery) {
  return useQuery({ ...unilevelMembersQueryOptions(id, query), placeholderData: keepPreviousData });
}

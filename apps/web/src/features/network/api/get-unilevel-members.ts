import { queryOptions } from '@tanstack/react-query';
import type { UnilevelMember } from '@vo/domain';
import { fetchPage, type Page } from '@/api/hydra';

/** A member of one sponsorship level (its schema is in packages/domain). */
export type { UnilevelMember };

export interface UnilevelPageQuery {
  level: number;
  page: number;
  itemsPerPage: number;
  search: string;
}

export type UnilevelPage = Page<UnilevelMember>;

/** GET /api/users/{id}/unilevel?level=&page=&itemsPerPage=&search=: one page of one level. */
export function getUnilevelMembers(id: number, query: UnilevelPageQuery, signal?: AbortSignal): Promise<UnilevelPage> {
  const { level, page, itemsPerPage, search } = query;
  return fetchPage<UnilevelMember>(`/api/users/${id}/unilevel`, { page, itemsPerPage, filters: { level, search } }, signal);
}

export const unilevelMembersQueryOptions = (id: number, query: UnilevelPageQuery) =>
  queryOptions({
    queryKey: ['network', 'unilevel', id, query],
    queryFn: ({ signal }) => getUnilevelMembers(id, query, signal),
    staleTime: 60_000,
  });

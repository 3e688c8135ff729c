import { queryOptions } from '@tanstack/react-query';
import { fetchPage, type Page } from '@/api/hydra';
import type { AdminMember } from '@vo/domain';

/** A row of GET /api/admin/members (docs/api.md "Admin members"). */
export type { AdminMember };

export interface AdminMembersQuery {
  page: number;
  itemsPerPage: number;
  search?: string;
}

/** Everything the member screens of the console show; invalidated together after an admin action. */
export const ADMIN_MEMBERS_QUERY_KEY = ['admin', 'members'] as const;

/** GET /api/admin/members: one page of the search by username, e-mail or name. */
export function getAdminMembers(query: AdminMembersQuery, signal?: AbortSignal): Promise<Page<AdminMember>> {
  return fetchPage<AdminMember>('/api/admin/members', { page: query.page, itemsPerPage: query.itemsPerPage, filters: { search: query.search } }, signal);
}

export const adminMembersQueryOptions = (query: AdminMembersQuery) =>
  queryOptions({
    queryKey: [...ADMIN_MEMBERS_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => getAdminMembers(query, signal),
  });

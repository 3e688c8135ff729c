import { queryOptions } from '@tanstack/react-query';
import { fetchPage, type Page } from '@/api/hydra';
import type { AdminMember } from '@vo/domain';

/** A row of GET /api/admin/members (docs/api.md "Admin members"). */
export type { AdminMember };

export interface AdminMembersQuery {
  page: number;
  itemsPerPage: number;
  search?: string;
  level?: string;
  status?: string;
  country?: string;
  sponsor?: string;
}

/** Everything the member screens of the console show; invalidated together after an admin action. */
export const ADMIN_MEMBERS_QUERY_KEY = ['admin', 'members'] as const;

/** GET /api/admin/members: one page of the search by username, e-mail or name, level, status, country and sponsor. */
export function getAdminMembers(query: AdminMembersQuery, signal?: AbortSignal): Promise<Page<AdminMember>> {
  const { page, itemsPerPage, ...filters } = query;
  return fetchPage<AdminMember>('/api/admin/members', { page, itemsPerPage, filters }, signal);
}

export const adminMembersQueryOptions = (query: AdminMembersQuery) =>
  queryOptions({
    queryKey: [...ADMIN_MEMBERS_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => getAdminMembers(query, signal),
  });

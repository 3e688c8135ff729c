import { queryOptions } from '@tanstack/react-query';
import { fetchPage, type Page } from '@/api/hydra';
import type { MembershipState } from '@vo/domain';

/** A row of GET /api/admin/members (docs/api.md "Admin members"). */
export interface AdminMember {
  id: number;
  username: string;
  email: string;
  name: string | null;
  membership: { id: number; level: number; name: string; type: string } | null;
  membershipState: MembershipState;
  paidUntil: string | null;
  dateOfJoin: string;
  lastLoginAt: string | null;
  isActive: boolean;
  isBlocked: boolean;
  isSystem: boolean;
  isAdmin: boolean;
  mustChangePassword: boolean;
  /** Whether the server would let this admin "log in as" the member. */
  canLogInAs: boolean;
}

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

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { HydraCollection } from '@/api/hydra';
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
export async function getAdminMembers(query: AdminMembersQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page), itemsPerPage: String(query.itemsPerPage) });
  if (query.search?.trim()) params.set('search', query.search.trim());
  const body = await apiFetch<HydraCollection<AdminMember>>(`/api/admin/members?${params.toString()}`, { signal });
  return { members: body['hydra:member'], total: body['hydra:totalItems'] };
}

export const adminMembersQueryOptions = (query: AdminMembersQuery) =>
  queryOptions({
    queryKey: [...ADMIN_MEMBERS_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => getAdminMembers(query, signal),
  });

export function useAdminMembers(query: AdminMembersQuery) {
  return useQuery({ ...adminMembersQueryOptions(query), placeholderData: keepPreviousData });
}

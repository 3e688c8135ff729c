import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMembership, MembershipType } from '@vo/domain';
import { fetchAll } from '@/api/hydra';

/** A membership level with its editable amounts (euros) and rates (percent), as GET /api/admin/memberships gives it. */
export type { AdminMembership, MembershipType };

export const ADMIN_MEMBERSHIPS_QUERY_KEY = ['admin', 'memberships'] as const;

/** Every level of one plan type (nine each), lowest first. */
export const adminMembershipsQueryOptions = (type: MembershipType) =>
  queryOptions({
    queryKey: [...ADMIN_MEMBERSHIPS_QUERY_KEY, type],
    queryFn: ({ signal }) => fetchAll<AdminMembership>('/api/admin/memberships', { filters: { type }, order: { id: 'level', direction: 'asc' } }, signal),
  });

export function useAdminMemberships(type: MembershipType) {
  return useQuery(adminMembershipsQueryOptions(type));
}

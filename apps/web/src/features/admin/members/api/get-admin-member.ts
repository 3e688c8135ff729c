import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { AdminMemberDetail } from '@vo/domain';
import { ADMIN_MEMBERS_QUERY_KEY } from './get-admin-members';

/** GET /api/admin/members/{id}: the row plus a profile summary, flags and the audits of the admin actions. */
export type { AdminMemberDetail };

export function getAdminMember(id: number, signal?: AbortSignal): Promise<AdminMemberDetail> {
  return apiFetch(`/api/admin/members/${id}`, { signal });
}

export const adminMemberQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...ADMIN_MEMBERS_QUERY_KEY, 'detail', id], queryFn: ({ signal }) => getAdminMember(id, signal) });

export function useAdminMember(id: number) {
  return useQuery(adminMemberQueryOptions(id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMemberNetwork } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { ADMIN_MEMBERS_QUERY_KEY } from './get-admin-members';

/** GET /api/admin/members/{id}/network: sponsor, binary parent, side, depths and the legs as the tree shows them. */
export function getMemberNetwork(id: number, signal?: AbortSignal): Promise<AdminMemberNetwork> {
  return apiFetch(`/api/admin/members/${id}/network`, { signal });
}

// Under the members' key: an admin action on the member refreshes it with the rest of the record.
export const useMemberNetwork = (id: number) =>
  useQuery(queryOptions({ queryKey: [...ADMIN_MEMBERS_QUERY_KEY, 'network', id], queryFn: ({ signal }) => getMemberNetwork(id, signal) }));

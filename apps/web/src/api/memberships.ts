import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberShip, MembershipType } from '@vo/domain';
import { fetchAll } from './hydra';

/** A membership option of GET /api/member_ships (amounts in euros), as packages/domain's response schema gives it. */
export type { MemberShip };

export interface MembershipFilter {
  type?: MembershipType;
  active?: boolean;
}

export function getMemberships(filter: MembershipFilter, signal?: AbortSignal): Promise<MemberShip[]> {
  return fetchAll<MemberShip>('/api/member_ships', { filters: { type: filter.type, active: filter.active } }, signal).then((list) => [...list].sort((a, b) => a.level - b.level));
}

export const membershipsQueryOptions = (filter: MembershipFilter) =>
  queryOptions({
    queryKey: ['member_ships', filter],
    queryFn: ({ signal }) => getMemberships(filter, signal),
    staleTime: 5 * 60_000,
  });

export function useMemberships(filter: MembershipFilter, enabled = true) {
  return useQuery({ ...membershipsQueryOptions(filter), enabled });
}

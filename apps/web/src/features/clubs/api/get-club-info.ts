import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClubInfo } from '@vo/domain';
import { apiFetch } from '@/api/client';

/** GET /api/user/infoClub/{isTravel}: the member's progress towards each active club of that kind. */
export function getClubInfo(isTravel: boolean, signal?: AbortSignal): Promise<ClubInfo> {
  return apiFetch<ClubInfo>(`/api/user/infoClub/${isTravel ? 1 : 0}`, { signal });
}

export const clubInfoQueryOptions = (isTravel: boolean) =>
  queryOptions({ queryKey: ['clubs', 'info', isTravel], queryFn: ({ signal }) => getClubInfo(isTravel, signal), staleTime: 60_000 });

export const useClubInfo = (isTravel: boolean) => useQuery(clubInfoQueryOptions(isTravel));

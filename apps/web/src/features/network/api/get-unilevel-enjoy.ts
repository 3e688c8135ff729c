import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';

export interface EnjoyMember {
  id: number;
  username: string;
  /** Travel Points this member generated for me. */
  points: number;
  /** How many Enjoy bonuses they generated. */
  bonuses: number;
}

export interface EnjoyLevel {
  level: number;
  points: number;
  members: EnjoyMember[];
}

/** GET /api/users/{id}/unilevelenjoy (own only): who generated Enjoy bonuses for me, by level. */
export async function getUnilevelEnjoy(id: number, signal?: AbortSignal): Promise<EnjoyLevel[]> {
  const body = await apiFetch<{ levels: EnjoyLevel[] }>(`/api/users/${id}/unilevelenjoy`, { signal });
  return body.levels;
}

export const unilevelEnjoyQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['network', 'unilevelenjoy', id], queryFn: ({ signal }) => getUnilevelEnjoy(id, signal), staleTime: 60_000 });

export function useUnilevelEnjoy(id: number | undefined) {
  return useQuery({ ...unilevelEnjoyQueryOptions(id ?? 0), enabled: id !== undefined });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnjoyLevel, UnilevelEnjoy } from '@vo/domain';
import { apiFetch } from '@/api/client';

/** GET /api/users/{id}/unilevelenjoy (own only): who generated Enjoy bonuses for me, by level. */
export async function getUnilevelEnjoy(id: number, signal?: AbortSignal): Promise<EnjoyLevel[]> {
  const body = await apiFetch<UnilevelEnjoy>(`/api/users/${id}/unilevelenjoy`, { signal });
  return body.levels;
}

export const unilevelEnjoyQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['network', 'unilevelenjoy', id], queryFn: ({ signal }) => getUnilevelEnjoy(id, signal), staleTime: 60_000 });

export function useUnilevelEnjoy(id: number | undefined) {
  return useQuery({ ...unilevelEnjoyQueryOptions(id ?? 0), enabled: id !== undefined });
}

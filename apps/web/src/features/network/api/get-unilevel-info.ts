import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnilevelInfo, UnilevelLevel } from '@vo/domain';
import { apiFetch } from '@/api/client';

/** GET /api/users/{id}/unilevelInfo: members, active members and points per sponsorship level. */
export async function getUnilevelInfo(id: number, signal?: AbortSignal): Promise<UnilevelLevel[]> {
  const body = await apiFetch<UnilevelInfo>(`/api/users/${id}/unilevelInfo`, { signal });
  return body.levels;
}

export const unilevelInfoQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['network', 'unilevelInfo', id], queryFn: ({ signal }) => getUnilevelInfo(id, signal), staleTime: 60_000 });

export function useUnilevelInfo(id: number | undefined) {
  return useQuery({ ...unilevelInfoQueryOptions(id ?? 0), enabled: id !== undefined });
}

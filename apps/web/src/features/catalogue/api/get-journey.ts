import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { Travel } from '@vo/domain';
import { JOURNEYS_QUERY_KEY } from './get-journeys';

/** GET /api/travel/{id}: one journey (404 when the member may not see it). */
export function getJourney(id: number, signal?: AbortSignal): Promise<Travel> {
  return apiFetch<Travel>(`/api/travel/${id}`, { signal });
}

export const journeyQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...JOURNEYS_QUERY_KEY, 'item', id], queryFn: ({ signal }) => getJourney(id, signal) });

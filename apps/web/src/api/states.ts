import { queryOptions, useQuery } from '@tanstack/react-query';
import type { State } from '@vo/domain';
import { fetchAll } from './hydra';

export type { State };

/** GET /api/states?country={id}&order[name]=asc. */
export function getStates(countryId: number, signal?: AbortSignal): Promise<State[]> {
  return fetchAll<State>('/api/states', { filters: { country: countryId }, order: { id: 'name', direction: 'asc' } }, signal);
}

export const statesQueryOptions = (countryId: number) =>
  queryOptions({ queryKey: ['states', countryId], queryFn: ({ signal }) => getStates(countryId, signal), staleTime: Infinity });

export function useStates(countryId: number | undefined) {
  return useQuery({ ...statesQueryOptions(countryId ?? 0), enabled: Boolean(countryId) });
}

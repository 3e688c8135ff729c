import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TravelTool } from '@vo/domain';
import { fetchAll } from '@/api/hydra';

/** GET /api/travel_tools: the active partners, in the order the console gave them. */
export function getTravelTools(signal?: AbortSignal): Promise<TravelTool[]> {
  return fetchAll<TravelTool>('/api/travel_tools', {}, signal);
}

export const travelToolsQueryOptions = () => queryOptions({ queryKey: ['travel-tools'], queryFn: ({ signal }) => getTravelTools(signal) });

export const useTravelTools = () => useQuery(travelToolsQueryOptions());

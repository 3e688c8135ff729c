import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMe } from './me';

export const ME_QUERY_KEY = ['me'] as const;

export const meQueryOptions = () =>
  queryOptions({ queryKey: ME_QUERY_KEY, queryFn: ({ signal }) => getMe(signal), staleTime: 60_000, retry: false });

export function useMe() {
  return useQuery(meQueryOptions());
}

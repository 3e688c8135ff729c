import { queryOptions } from '@tanstack/react-query';
import type { UserEnjoy } from '@vo/domain';
import { fetchPage, type Page } from '@/api/hydra';

export interface UserEnjoysQuery {
  page: number;
  itemsPerPage: number;
}

/** GET /api/user_enjoys: the Enjoy bonuses (and claw-backs) the member received, newest first. */
export function getUserEnjoys(query: UserEnjoysQuery, signal?: AbortSignal): Promise<Page<UserEnjoy>> {
  return fetchPage<UserEnjoy>('/api/user_enjoys', { ...query, order: { id: 'id', direction: 'desc' } }, signal);
}

export const userEnjoysQueryOptions = (query: UserEnjoysQuery) =>
  queryOptions({ queryKey: ['network', 'user_enjoys', query], queryFn: ({ signal }) => getUserEnjoys(query, signal), staleTime: 60_000 });

import { queryOptions } from '@tanstack/react-query';
import type { EnjoyPassAccess } from '@vo/domain';
import { fetchPage, type Page } from '@/api/hydra';

/** Every Enjoy Pass list and balance of the member: invalidated after a pass is given or bought. */
export const ENJOY_PASS_ACCESSES_QUERY_KEY = ['enjoy-pass-accesses'] as const;

export interface EnjoyPassAccessesQuery {
  page: number;
  itemsPerPage: number;
}

/** GET /api/enjoy_pass_accesses: the passes the member gave, newest first. */
export function getEnjoyPassAccesses({ page, itemsPerPage }: EnjoyPassAccessesQuery, signal?: AbortSignal): Promise<Page<EnjoyPassAccess>> {
  return fetchPage<EnjoyPassAccess>('/api/enjoy_pass_accesses', { page, itemsPerPage, order: { id: 'id', direction: 'desc' } }, signal);
}

export const enjoyPassAccessesQueryOptions = (query: EnjoyPassAccessesQuery) =>
  queryOptions({ queryKey: [...ENJOY_PASS_ACCESSES_QUERY_KEY, 'list', query], queryFn: ({ signal }) => getEnjoyPassAccesses(query, signal) });

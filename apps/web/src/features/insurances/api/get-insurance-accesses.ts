import { queryOptions } from '@tanstack/react-query';
import type { InsuranceAccess } from '@vo/domain';
import type { SortedPageRequest } from '@/api/collection-query';
import { fetchPage, type Page } from '@/api/hydra';

/** The columns the API orders the accesses by (server insurance-access-list.ts). */
export const INSURANCE_ACCESS_SORTS = ['createdAt', 'email'] as const;
export type InsuranceAccessSort = (typeof INSURANCE_ACCESS_SORTS)[number];

export type InsuranceAccessesQuery = SortedPageRequest<InsuranceAccessSort>;

/** GET /api/insurance_accesses: one page of the member's accesses. */
export function getInsuranceAccesses(query: InsuranceAccessesQuery, signal?: AbortSignal): Promise<Page<InsuranceAccess>> {
  return fetchPage<InsuranceAccess>('/api/insurance_accesses', { page: query.page, itemsPerPage: query.itemsPerPage, order: query.sort }, signal);
}

export const INSURANCE_ACCESSES_QUERY_KEY = ['insurance-accesses'] as const;

export const insuranceAccessesQueryOptions = (query: InsuranceAccessesQuery) =>
  queryOptions({ queryKey: [...INSURANCE_ACCESSES_QUERY_KEY, 'list', query], queryFn: ({ signal }) => getInsuranceAccesses(query, signal) });

import { queryOptions } from '@tanstack/react-query';
import type { TravelSearchOrder, TravelSearchResult } from '@vo/domain';
import type { SortedPageRequest } from '@/api/collection-query';
import { fetchPage, type Page } from '@/api/hydra';
import { travelSearchFilters, type TravelSearchFilter } from '../lib/travel-search-filter';

export interface TravelSearchQuery extends SortedPageRequest<TravelSearchOrder> {
  filter: TravelSearchFilter;
  /** Titles come in the interface language: another language is another answer. */
  language: string;
}

/** GET /api/travel/search: one page of the journeys and excursions the search finds. */
export function getTravelSearch(query: TravelSearchQuery, signal?: AbortSignal): Promise<Page<TravelSearchResult>> {
  return fetchPage<TravelSearchResult>('/api/travel/search', { page: query.page, itemsPerPage: query.itemsPerPage, order: query.sort, filters: travelSearchFilters(query.filter) }, signal);
}

export const travelSearchQueryOptions = (query: TravelSearchQuery) =>
  queryOptions({ queryKey: ['travel-search', query], queryFn: ({ signal }) => getTravelSearch(query, signal) });

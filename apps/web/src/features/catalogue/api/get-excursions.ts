import { queryOptions } from '@tanstack/react-query';
import type { CollectionQuery } from '@/api/collection-query';
import { fetchPage, type Page } from '@/api/hydra';
import type { Excursion } from '@vo/domain';
import { CATALOGUE_PAGE_SIZE } from './get-journeys';

/** The collection query of a journey's excursions, by date. */
export function excursionsQuery(travel: number): CollectionQuery {
  return { page: 1, itemsPerPage: CATALOGUE_PAGE_SIZE, order: { id: 'dateAt', direction: 'asc' }, filters: { travel } };
}

/** GET /api/excursions?travel={id}: the excursions of a journey the member may see. */
export function getExcursions(travel: number, signal?: AbortSignal): Promise<Page<Excursion>> {
  return fetchPage<Excursion>('/api/excursions', excursionsQuery(travel), signal);
}

export const excursionsQueryOptions = (travel: number) =>
  queryOptions({ queryKey: ['excursions', travel], queryFn: ({ signal }) => getExcursions(travel, signal) });

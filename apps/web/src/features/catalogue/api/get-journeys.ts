import { queryOptions } from '@tanstack/react-query';
import type { CollectionQuery } from '@/api/collection-query';
import { fetchPage, type Page } from '@/api/hydra';
import type { JourneyFamily, Travel } from '@vo/domain';

/** The journeys a member browses: one page, by departure (the server shows only what they may see). */
export const CATALOGUE_PAGE_SIZE = 100;

/** The collection query of one family's journeys, soonest departure first. */
export function journeysQuery(family: JourneyFamily): CollectionQuery {
  return { page: 1, itemsPerPage: CATALOGUE_PAGE_SIZE, order: { id: 'departureOn', direction: 'asc' }, filters: { family } };
}

/** GET /api/travel?family=…: the journeys of one family. */
export function getJourneys(family: JourneyFamily, signal?: AbortSignal): Promise<Page<Travel>> {
  return fetchPage<Travel>('/api/travel', journeysQuery(family), signal);
}

export const JOURNEYS_QUERY_KEY = ['journeys'] as const;

export const journeysQueryOptions = (family: JourneyFamily) =>
  queryOptions({ queryKey: [...JOURNEYS_QUERY_KEY, family], queryFn: ({ signal }) => getJourneys(family, signal) });

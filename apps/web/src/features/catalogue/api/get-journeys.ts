import { queryOptions } from '@tanstack/react-query';
import type { CollectionQuery } from '@/api/collection-query';
import { fetchPage, type Page } from '@/api/hydra';
import type { JourneyFamily, Travel } from '@vo/domain';

/** The journeys a member browses: one page, by departure (the server shows only what they may see). */
export const CATALOGUE_PAGE_SIZE = 100;

/** The collection query of one family's journeys still to depart (from `today`, YYYY-MM-DD), soonest first. */
export function journeysQuery(family: JourneyFamily, today: string): CollectionQuery {
  return {
    page: 1,
    itemsPerPage: CATALOGUE_PAGE_SIZE,
    order: { id: 'departureOn', direction: 'asc' },
    filters: { family, 'departureOn[after]': today },
  };
}

/** Today in the member's own calendar, as the API's days read. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** GET /api/travel?family=…: the journeys of one family still to depart (a past one is nothing to book). */
export function getJourneys(family: JourneyFamily, today: string, signal?: AbortSignal): Promise<Page<Travel>> {
  return fetchPage<Travel>('/api/travel', journeysQuery(family, today), signal);
}

export const JOURNEYS_QUERY_KEY = ['journeys'] as const;

export const journeysQueryOptions = (family: JourneyFamily, today = localToday()) =>
  queryOptions({ queryKey: [...JOURNEYS_QUERY_KEY, family, today], queryFn: ({ signal }) => getJourneys(family, today, signal) });

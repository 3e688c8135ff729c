import { queryOptions } from '@tanstack/react-query';
import { fetchAll } from '@/api/hydra';
import type { CategoryEvent, EventEnjoy } from '@vo/domain';

/** GET /api/event_enjoys: every Enjoy event the member may see, by date. */
export function getEnjoyEvents(signal?: AbortSignal): Promise<EventEnjoy[]> {
  return fetchAll<EventEnjoy>('/api/event_enjoys', { order: { id: 'dateAt', direction: 'asc' } }, signal);
}

/** GET /api/category_events: the active categories, in their `sort` order. */
export function getEventCategories(signal?: AbortSignal): Promise<CategoryEvent[]> {
  return fetchAll<CategoryEvent>('/api/category_events', { order: { id: 'sort', direction: 'asc' } }, signal);
}

export const enjoyEventsQueryOptions = () => queryOptions({ queryKey: ['enjoy-events'], queryFn: ({ signal }) => getEnjoyEvents(signal) });

export const eventCategoriesQueryOptions = () => queryOptions({ queryKey: ['event-categories'], queryFn: ({ signal }) => getEventCategories(signal) });

import { queryOptions } from '@tanstack/react-query';
import { fetchAll } from '@/api/hydra';
import type { CategoryEvent, EventEnjoy } from '@vo/domain';
import { localToday } from './get-journeys';

/** GET /api/event_enjoys: every Enjoy event the member may see from `today` on, by date. */
export function getEnjoyEvents(today: string, signal?: AbortSignal): Promise<EventEnjoy[]> {
  return fetchAll<EventEnjoy>('/api/event_enjoys', { order: { id: 'dateAt', direction: 'asc' }, dates: { field: 'dateAt', from: today } }, signal);
}

/** GET /api/category_events: the active categories, in their `sort` order. */
export function getEventCategories(signal?: AbortSignal): Promise<CategoryEvent[]> {
  return fetchAll<CategoryEvent>('/api/category_events', { order: { id: 'sort', direction: 'asc' } }, signal);
}

export const enjoyEventsQueryOptions = (today = localToday()) =>
  queryOptions({ queryKey: ['enjoy-events', today], queryFn: ({ signal }) => getEnjoyEvents(today, signal) });

export const eventCategoriesQueryOptions = () => queryOptions({ queryKey: ['event-categories'], queryFn: ({ signal }) => getEventCategories(signal) });

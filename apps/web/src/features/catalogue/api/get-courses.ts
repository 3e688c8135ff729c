import { queryOptions } from '@tanstack/react-query';
import type { CollectionQuery } from '@/api/collection-query';
import { fetchPage, type Page } from '@/api/hydra';
import type { Course, CourseProgramme } from '@vo/domain';
import { CATALOGUE_PAGE_SIZE, localToday } from './get-journeys';

/** The collection query of one Epicos programme's courses from `today` on (a past course is nothing to book), by date. */
export function coursesQuery(programme: CourseProgramme, today: string): CollectionQuery {
  return {
    page: 1,
    itemsPerPage: CATALOGUE_PAGE_SIZE,
    order: { id: 'dateAt', direction: 'asc' },
    filters: { category: programme },
    dates: { field: 'dateAt', from: today },
  };
}

/** GET /api/courses?category=…: the courses of one programme. */
export function getCourses(programme: CourseProgramme, today: string, signal?: AbortSignal): Promise<Page<Course>> {
  return fetchPage<Course>('/api/courses', coursesQuery(programme, today), signal);
}

export const coursesQueryOptions = (programme: CourseProgramme, today = localToday()) =>
  queryOptions({ queryKey: ['courses', programme, today], queryFn: ({ signal }) => getCourses(programme, today, signal) });

import { queryOptions } from '@tanstack/react-query';
import type { CollectionQuery } from '@/api/collection-query';
import { fetchPage, type Page } from '@/api/hydra';
import type { Course, CourseProgramme } from '@vo/domain';
import { CATALOGUE_PAGE_SIZE } from './get-journeys';

/** The collection query of one Epicos programme's courses, by date. */
export function coursesQuery(programme: CourseProgramme): CollectionQuery {
  return { page: 1, itemsPerPage: CATALOGUE_PAGE_SIZE, order: { id: 'dateAt', direction: 'asc' }, filters: { category: programme } };
}

/** GET /api/courses?category=…: the courses of one programme. */
export function getCourses(programme: CourseProgramme, signal?: AbortSignal): Promise<Page<Course>> {
  return fetchPage<Course>('/api/courses', coursesQuery(programme), signal);
}

export const coursesQueryOptions = (programme: CourseProgramme) =>
  queryOptions({ queryKey: ['courses', programme], queryFn: ({ signal }) => getCourses(programme, signal) });

import { queryOptions } from '@tanstack/react-query';
import type { CollectionQuery, SortedPageRequest } from '@/api/collection-query';
import { fetchPage, type Page } from '@/api/hydra';
import type { Language, Training, TrainingCategory } from '@vo/domain';

/** The orders a member picks from (server training-list.ts `order[...]`). */
export const TRAINING_SORTS = ['date', 'title'] as const;
export type TrainingSort = (typeof TRAINING_SORTS)[number];

/** What the screen's filters select. */
export interface TrainingFilter {
  category?: TrainingCategory;
  language?: Language;
}

export type TrainingsQuery = TrainingFilter & SortedPageRequest<TrainingSort> & { search: string };

/** Spec section 7 `GET /api/trainings` (search, orders) and issue 16's category and language; the server shows members the active ones only. */
export function trainingsQuery(query: TrainingsQuery): CollectionQuery {
  return {
    page: query.page,
    itemsPerPage: query.itemsPerPage,
    order: query.sort,
    filters: { search: query.search, category: query.category, language: query.language },
  };
}

/** GET /api/trainings: one page of the recorded trainings. */
export function getTrainings(query: TrainingsQuery, signal?: AbortSignal): Promise<Page<Training>> {
  return fetchPage<Training>('/api/trainings', trainingsQuery(query), signal);
}

export const trainingsQueryOptions = (query: TrainingsQuery) =>
  queryOptions({ queryKey: ['trainings', query], queryFn: ({ signal }) => getTrainings(query, signal) });

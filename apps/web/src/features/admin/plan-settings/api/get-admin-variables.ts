import { queryOptions } from '@tanstack/react-query';
import type { AdminVariable } from '@vo/domain';
import { fetchPage, type Page } from '@/api/hydra';

/** A `variables` row for the console: its value, what it means and the rule its value follows. */
export type { AdminVariable };

export interface AdminVariablesQuery {
  page: number;
  itemsPerPage: number;
  search?: string;
}

/** GET /api/admin/variables: by key, searched in the key and the description. */
export function getAdminVariables(query: AdminVariablesQuery, signal?: AbortSignal): Promise<Page<AdminVariable>> {
  const { page, itemsPerPage, search } = query;
  return fetchPage<AdminVariable>('/api/admin/variables', { page, itemsPerPage, order: { id: 'keyValue', direction: 'asc' }, filters: { search } }, signal);
}

export const ADMIN_VARIABLES_QUERY_KEY = ['admin', 'variables'] as const;

export const adminVariablesQueryOptions = (query: AdminVariablesQuery) =>
  queryOptions({ queryKey: [...ADMIN_VARIABLES_QUERY_KEY, query], queryFn: ({ signal }) => getAdminVariables(query, signal) });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VariableRule } from '@vo/domain';
import { apiFetch } from '@/api/client';
import type { HydraCollection } from '@/api/hydra';

/** A `variables` row for the console: its value, what it means and the rule its value follows. */
export interface AdminVariable {
  id: number;
  keyValue: string;
  value: string;
  description: string;
  rule: VariableRule;
}

export interface AdminVariablesQuery {
  page: number;
  itemsPerPage: number;
  search?: string;
}

/** GET /api/admin/variables: by key, searched in the key and the description. */
export async function getAdminVariables(query: AdminVariablesQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page), itemsPerPage: String(query.itemsPerPage), 'order[keyValue]': 'asc' });
  if (query.search?.trim()) params.set('search', query.search.trim());
  const body = await apiFetch<HydraCollection<AdminVariable>>(`/api/admin/variables?${params.toString()}`, { signal });
  return { variables: body['hydra:member'], total: body['hydra:totalItems'] };
}

export const ADMIN_VARIABLES_QUERY_KEY = ['admin', 'variables'] as const;

export const adminVariablesQueryOptions = (query: AdminVariablesQuery) =>
  queryOptions({ queryKey: [...ADMIN_VARIABLES_QUERY_KEY, query], queryFn: ({ signal }) => getAdminVariables(query, signal) });

export function useAdminVariables(query: AdminVariablesQuery) {
  return useQuery({ ...adminVariablesQueryOptions(query), placeholderData: keepPreviousData });
}

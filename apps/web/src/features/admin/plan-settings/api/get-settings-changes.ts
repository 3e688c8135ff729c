import { queryOptions } from '@tanstack/react-query';
import type { SettingsChange } from '@vo/domain';
import { fetchPage, type Page } from '@/api/hydra';

/** One audited change: who changed which field of what, from and to, when (packages/domain's response schema). */
export type { SettingsChange };

export interface SettingsChangesQuery {
  entity: SettingsChange['entity'];
  page: number;
  itemsPerPage: number;
}

/** GET /api/admin/settings_changes: newest first. */
export function getSettingsChanges(query: SettingsChangesQuery, signal?: AbortSignal): Promise<Page<SettingsChange>> {
  const { entity, page, itemsPerPage } = query;
  return fetchPage<SettingsChange>('/api/admin/settings_changes', { page, itemsPerPage, filters: { entity } }, signal);
}

export const SETTINGS_CHANGES_QUERY_KEY = ['admin', 'settings_changes'] as const;

export const settingsChangesQueryOptions = (query: SettingsChangesQuery) =>
  queryOptions({ queryKey: [...SETTINGS_CHANGES_QUERY_KEY, query], queryFn: ({ signal }) => getSettingsChanges(query, signal) });

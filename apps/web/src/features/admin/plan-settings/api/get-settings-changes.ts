import { queryOptions } from '@tanstack/react-query';
import { fetchPage, type Page } from '@/api/hydra';

/** One audited change (docs/api.md "settings_changes"): who changed which field of what, from and to, when. */
export interface SettingsChange {
  id: number;
  entity: 'membership' | 'variable';
  entityId: number;
  /** "partner (product)" or the variable's key. */
  subject: string;
  /** The level, for a membership change (its name and type for the screen to translate). */
  membership: { level: number; name: string; type: 'product' | 'travel' } | null;
  field: string;
  oldValue: string;
  newValue: string;
  admin: string;
  createAt: string;
}

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

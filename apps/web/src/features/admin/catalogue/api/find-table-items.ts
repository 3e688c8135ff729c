import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { Page } from '@/api/hydra';
import type { TableState } from '@vo/domain';

/** Every read and change of one console resource is keyed under its collection path. */
export const adminTableKey = (base: string) => ['admin-table', base] as const;

/** POST {base}/find: one page of a catalogue resource for the console, `{items, total}`. */
export function findTableItems<Row>(base: string, state: TableState, signal?: AbortSignal): Promise<Page<Row>> {
  return apiFetch<Page<Row>>(`${base}/find`, { method: 'POST', body: state, signal });
}

export const tableItemsQueryOptions = <Row>(base: string, state: TableState) =>
  queryOptions({ queryKey: [...adminTableKey(base), state], queryFn: ({ signal }) => findTableItems<Row>(base, state, signal) });

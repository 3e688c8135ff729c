import type { HydraCollection } from '@vo/domain';
import { apiFetch } from './client';
import { collectionParams, type CollectionQuery } from './collection-query';

/** A hydra:Collection (DESIGN.md section 3), as packages/domain's schema describes it. */
export type { HydraCollection };

/** One page of a collection as the list screens use it: its items and how many there are in all. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Reads one page of a collection. */
export async function fetchPage<T>(path: string, query: CollectionQuery, signal?: AbortSignal): Promise<Page<T>> {
  const body = await apiFetch<HydraCollection<T>>(`${path}?${collectionParams(query).toString()}`, { signal });
  return { items: body['hydra:member'], total: body['hydra:totalItems'] };
}

/** Reads every page of a collection (100 per page, the server's maximum). */
export async function fetchAll<T>(path: string, query: Omit<CollectionQuery, 'page' | 'itemsPerPage'> = {}, signal?: AbortSignal): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const body = await apiFetch<HydraCollection<T>>(`${path}?${collectionParams({ ...query, page, itemsPerPage: 100 }).toString()}`, { signal });
    items.push(...body['hydra:member']);
    if (body['hydra:member'].length === 0 || items.length >= body['hydra:totalItems']) return items;
  }
}

import type { HydraCollection } from '@vo/domain';
import { apiFetch } from './client';

/** A hydra:Collection (DESIGN.md section 3), as packages/domain's schema describes it. */
export type { HydraCollection };

/** Reads every page of a collection (100 per page, the server's maximum). */
export async function fetchAll<T>(path: string, query: Record<string, string | number> = {}, signal?: AbortSignal): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const params = new URLSearchParams({ ...stringify(query), page: String(page), itemsPerPage: '100' });
    const body = await apiFetch<HydraCollection<T>>(`${path}?${params.toString()}`, { signal });
    items.push(...body['hydra:member']);
    if (body['hydra:member'].length === 0 || items.length >= body['hydra:totalItems']) return items;
  }
}

function stringify(query: Record<string, string | number | boolean>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
}

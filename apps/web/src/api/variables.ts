import type { Variable } from '@vo/domain';
import { applyVariables } from '@/lib/settings';
import { apiFetch } from './client';
import type { HydraCollection } from './hydra';

const PAGE_SIZE = 30;
/** A guard against a server that never answers an empty page. */
const MAX_PAGES = 100;

/** Spec section 7 "Settings": page by page, 30 per page, until a page comes back empty. */
export async function getAllVariables(signal?: AbortSignal): Promise<Variable[]> {
  const all: Variable[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const body = await apiFetch<HydraCollection<Variable>>(`/api/variables?page=${page}&itemsPerPage=${PAGE_SIZE}`, { signal });
    if (body['hydra:member'].length === 0) break;
    all.push(...body['hydra:member']);
  }
  return all;
}

/** Run once at start; until the variables arrive (or if they fail) the local defaults apply. */
export async function loadVariables(): Promise<void> {
  try {
    applyVariables(await getAllVariables());
  } catch {
    // The defaults of lib/settings.ts stay in force.
  }
}

import type { ComboboxItem } from '@mantine/core';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { SelectOptionQuery } from '@/components/ui/server-search-select';
import { idOfIri, RESOURCE_CONFIG, type CatalogueResource } from '../lib/catalogue-resources';
import type { CatalogueRow } from '../lib/catalogue-row';
import { adminTableKey, findTableItems } from './find-table-items';

/** How many matches a reference select offers; typing narrows them (the server searches). */
const MATCHES = 20;

/** A referenced row as a select's option; its label is in the admin's language, so the language keys the read. */
type OptionOf = (row: CatalogueRow) => ComboboxItem;

/** POST {base}/find with the typed text as the search term: the items of a referenced resource, in its own order. */
export const referenceOptionsQuery = (resource: CatalogueResource, search: string, optionOf: OptionOf, language: string) => {
  const { base, defaultSort } = RESOURCE_CONFIG[resource];
  return queryOptions({
    queryKey: [...adminTableKey(base), 'options', search, language],
    queryFn: async ({ signal }) => {
      const page = await findTableItems<CatalogueRow>(base, {
        filter: {},
        sorting: { column: defaultSort.id, direction: defaultSort.direction },
        paginator: { page: 1, pageSize: MATCHES },
        searchTerm: search || null,
      }, signal);
      return page.items.map(optionOf);
    },
  });
};

/**
 * GET {base}/{id}: the one item a form or a filter refers to by its IRI (admins read every item), as its option.
 * The path is rebuilt from the id, so a filter value from the address never sends the admin's token elsewhere.
 */
export function referenceOptionQuery(resource: CatalogueResource, iri: string, optionOf: OptionOf, language: string): SelectOptionQuery {
  const { base } = RESOURCE_CONFIG[resource];
  return {
    queryKey: [...adminTableKey(base), 'option', iri, language],
    queryFn: async ({ signal }) => optionOf(await apiFetch<CatalogueRow>(`${base}/${idOfIri(iri)}`, { signal })),
  };
}

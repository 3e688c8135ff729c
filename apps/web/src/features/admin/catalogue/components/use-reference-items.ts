import { useQuery } from '@tanstack/react-query';
import { referenceItemsQueryOptions } from '../api/reference-items';
import { idOfIri, type CatalogueResource } from '../lib/catalogue-resources';
import { useReferenceOption, type CatalogueRow } from '../lib/catalogue-row';

/**
 * The label ("name (#id)") a table column shows for the IRI of a referenced item: the first page of the referenced
 * resource is loaded once; an item outside it reads as its number. No resource: nothing is loaded.
 */
export function useReferenceItems(resource: CatalogueResource | undefined) {
  const optionOf = useReferenceOption();
  const items = useQuery({ ...referenceItemsQueryOptions<CatalogueRow>(resource ?? 'journeys'), enabled: resource !== undefined });
  const options = (items.data?.items ?? []).map(optionOf);
  const labelOf = (iri: string) => options.find((o) => o.value === iri)?.label ?? `#${idOfIri(iri)}`;
  return { labelOf };
}

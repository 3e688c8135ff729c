import { useQuery } from '@tanstack/react-query';
import { referenceItemsQueryOptions } from '../api/reference-items';
import { idOfIri, type CatalogueResource } from '../lib/catalogue-resources';
import { useRowName, type CatalogueRow } from '../lib/catalogue-row';

/**
 * The items of a referenced resource as choices (`value` their IRI, `label` "name (#id)"), and the label of any
 * IRI: one outside the loaded page reads as its number. No resource: nothing is loaded.
 */
export function useReferenceItems(resource: CatalogueResource | undefined) {
  const name = useRowName();
  const items = useQuery({ ...referenceItemsQueryOptions<CatalogueRow>(resource ?? 'journeys'), enabled: resource !== undefined });
  const options = (items.data?.items ?? []).map((row) => ({ value: row['@id'], label: `${name(row)} (#${row.id})` }));
  const labelOf = (iri: string) => options.find((o) => o.value === iri)?.label ?? `#${idOfIri(iri)}`;
  return { options, labelOf };
}

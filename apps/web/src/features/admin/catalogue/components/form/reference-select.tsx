import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useController } from 'react-hook-form';
import { TABLE_PAGE_SIZE_MAX } from '@vo/domain';
import { useErrorText } from '@/lib/forms';
import { tableItemsQueryOptions } from '../../api/find-table-items';
import { idOfIri, RESOURCE_CONFIG, type CatalogueResource } from '../../lib/catalogue-resources';
import { useRowName, type CatalogueRow } from '../resource-columns';

interface Props extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  /** The resource whose items are offered; the value is the chosen item's IRI. */
  resource: CatalogueResource;
  value: string | null;
  onChange: (iri: string | null) => void;
}

/**
 * An item of another catalogue resource (an excursion's journey, an event's category, a code's event), typed
 * to narrow: the first page of the server's order, the most the table service gives at once. An item outside
 * it (the one being edited refers to) still shows as its number.
 */
export function ReferenceSelect({ resource, value, onChange, ...select }: Props) {
  const { t } = useTranslation();
  const name = useRowName();
  const config = RESOURCE_CONFIG[resource];
  const state = { filter: {}, sorting: { column: config.defaultSort.id, direction: config.defaultSort.direction }, paginator: { page: 1, pageSize: TABLE_PAGE_SIZE_MAX } };
  const items = useQuery(tableItemsQueryOptions<CatalogueRow>(config.base, state));
  const data = (items.data?.items ?? []).map((row) => ({ value: row['@id'], label: `${name(row)} (#${row.id})` }));
  if (value && !data.some((option) => option.value === value)) data.unshift({ value, label: `#${idOfIri(value)}` });
  return (
    <Select
      searchable
      nothingFoundMessage={t('admin.noMatches')}
      {...select}
      data={data}
      value={value || null}
      onChange={onChange}
    />
  );
}

/** A form's reference to another resource's item (the form holds its IRI). */
export function ReferenceField({ name, label, resource }: { name: string; label: string; resource: CatalogueResource }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { field, fieldState } = useController({ name });
  return (
    <ReferenceSelect
      resource={resource}
      label={t(label)}
      value={(field.value as string) || null}
      onChange={(iri) => field.onChange(iri ?? '')}
      onBlur={field.onBlur}
      error={errorText(fieldState.error)}
    />
  );
}

import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useController } from 'react-hook-form';
import { useErrorText } from '@/lib/forms';

import type { CatalogueResource } from '../../lib/catalogue-resources';
import { useReferenceItems } from '../use-reference-items';
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
  const { options, labelOf } = useReferenceItems(resource);
  const data = value && !options.some((option) => option.value === value) ? [{ value, label: labelOf(value) }, ...options] : options;
  return (
    <Select
      searchable
      nothingFoundMessage={t('adminCatalogue.noMatches')}
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
      error={errorText(fieldState.error, t(label))}
    />
  );
}

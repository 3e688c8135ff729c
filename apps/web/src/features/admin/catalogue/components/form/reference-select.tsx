import type { SelectProps } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ServerSearchSelect } from '@/components/ui/server-search-select';
import { useErrorText } from '@/lib/forms';
import { referenceOptionQuery, referenceOptionsQuery } from '../../api/reference-options';
import type { CatalogueResource } from '../../lib/catalogue-resources';
import { useReferenceOption } from '../../lib/catalogue-row';

interface Props extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'> {
  /** The resource whose items are offered; the value is the chosen item's IRI. */
  resource: CatalogueResource;
  value: string | null;
  onChange: (iri: string | null) => void;
}

/**
 * An item of another catalogue resource (an excursion's journey, an event's category, a code's event): the server
 * searches what is typed, however many items there are, and the item a form or filter already holds shows by name.
 */
export function ReferenceSelect({ resource, value, onChange, ...select }: Props) {
  const { i18n } = useTranslation();
  const optionOf = useReferenceOption();
  return (
    <ServerSearchSelect
      {...select}
      options={(search) => referenceOptionsQuery(resource, search, optionOf, i18n.language)}
      optionOf={(iri) => referenceOptionQuery(resource, iri, optionOf, i18n.language)}
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

import { SimpleGrid } from '@mantine/core';
import { eventEnjoyInputSchema, type EventEnjoy } from '@vo/domain';
import { useMemo } from 'react';
import { eventFormValues } from '../../lib/catalogue-form-values';
import { CatalogueForm } from '../form/catalogue-form';
import { BookableNumbers, FlagFields, InstantField, TextField } from '../form/form-fields';
import { LocalizedTextTabs, TITLE_AND_DESCRIPTION } from '../form/localized-text-tabs';
import { ReferenceField } from '../form/reference-select';
import { useCatalogueForm } from '../form/use-catalogue-form';
import type { CatalogueFormProps } from './catalogue-form-props';

/** An Enjoy event in a category. */
export function EventForm({ item, onDone }: CatalogueFormProps<EventEnjoy>) {
  const defaultValues = useMemo(() => eventFormValues(item ?? undefined), [item]);
  const state = useCatalogueForm({ resource: 'events', id: item?.id ?? null, schema: eventEnjoyInputSchema, defaultValues, onDone });
  return (
    <CatalogueForm state={state} onCancel={onDone} testId="event-form">
      <LocalizedTextTabs fields={TITLE_AND_DESCRIPTION} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ReferenceField name="category" label="adminCatalogue.columns.category" resource="categories" />
        <InstantField name="dateAt" label="adminCatalogue.fields.dateAt" />
        <TextField name="place" label="adminCatalogue.fields.place" />
        <BookableNumbers />
      </SimpleGrid>
      <FlagFields />
    </CatalogueForm>
  );
}

import { SimpleGrid } from '@mantine/core';
import { excursionInputSchema, type Excursion } from '@vo/domain';
import { useMemo } from 'react';
import { excursionFormValues } from '../../lib/catalogue-form-values';
import { CatalogueForm } from '../form/catalogue-form';
import { BookableNumbers, FlagFields, InstantField } from '../form/form-fields';
import { LocalizedTextTabs, TITLE_AND_DESCRIPTION } from '../form/localized-text-tabs';
import { ReferenceField } from '../form/reference-select';
import { useCatalogueForm } from '../form/use-catalogue-form';
import type { CatalogueFormProps } from './catalogue-form-props';

/** An excursion of a journey, on one of its days (the server checks the day against the journey's). */
export function ExcursionForm({ item, onDone }: CatalogueFormProps<Excursion>) {
  const defaultValues = useMemo(() => excursionFormValues(item ?? undefined), [item]);
  const state = useCatalogueForm({ resource: 'excursions', id: item?.id ?? null, schema: excursionInputSchema, defaultValues, onDone });
  return (
    <CatalogueForm state={state} onCancel={onDone} testId="excursion-form">
      <LocalizedTextTabs fields={TITLE_AND_DESCRIPTION} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ReferenceField name="travel" label="adminCatalogue.columns.journey" resource="journeys" />
        <InstantField name="dateAt" label="adminCatalogue.fields.dateAt" />
        <BookableNumbers />
      </SimpleGrid>
      <FlagFields />
    </CatalogueForm>
  );
}

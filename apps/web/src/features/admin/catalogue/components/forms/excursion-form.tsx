import { excursionInputSchema, type Excursion } from '@vo/domain';
import { excursionFormValues } from '../../lib/catalogue-form-values';
import { CatalogueForm } from '../form/catalogue-form';
import { BookableNumbers, InstantField } from '../form/form-fields';
import { TITLE_AND_DESCRIPTION } from '../form/localized-text-tabs';
import { ReferenceField } from '../form/reference-select';
import { useCatalogueForm } from '../form/use-catalogue-form';
import type { CatalogueFormProps } from './catalogue-form-props';

/** An excursion of a journey, on one of its days (the server checks the day against the journey's). */
export function ExcursionForm({ item, onDone }: CatalogueFormProps<Excursion>) {
  const state = useCatalogueForm({ resource: 'excursions', item, schema: excursionInputSchema, values: excursionFormValues, onDone });
  return (
    <CatalogueForm state={state} testId="excursion-form" texts={TITLE_AND_DESCRIPTION}>
      <ReferenceField name="travel" label="adminCatalogue.columns.journey" resource="journeys" />
      <InstantField name="dateAt" label="adminCatalogue.fields.dateAt" />
      <BookableNumbers />
    </CatalogueForm>
  );
}

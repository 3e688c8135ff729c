import { JOURNEY_FAMILIES, JOURNEY_KINDS, travelInputSchema, type Travel } from '@vo/domain';
import { journeyFormValues } from '../../lib/journey-form-values';
import { CatalogueForm } from '../form/catalogue-form';
import { BookableNumbers, DayFormField, OptionsField, TextField } from '../form/form-fields';
import { TITLE_AND_DESCRIPTION } from '../form/localized-text-tabs';
import { useCatalogueForm } from '../form/use-catalogue-form';
import type { CatalogueFormProps } from './catalogue-form-props';

/** A journey: texts, family and kind, destination, days, money and seats. */
export function JourneyForm({ item, onDone }: CatalogueFormProps<Travel>) {
  const state = useCatalogueForm({ resource: 'journeys', item, schema: travelInputSchema, values: journeyFormValues, onDone });
  return (
    <CatalogueForm state={state} testId="journey-form" texts={TITLE_AND_DESCRIPTION}>
      <OptionsField name="family" label="adminCatalogue.columns.family" options={JOURNEY_FAMILIES} optionKey={(f) => `catalogue.families.${f}.title`} />
      <OptionsField name="kind" label="adminCatalogue.fields.kind" options={JOURNEY_KINDS} optionKey={(k) => `catalogue.kinds.${k}`} />
      <TextField name="destination" label="adminCatalogue.columns.destination" />
      <TextField name="country" label="adminCatalogue.fields.country" maxLength={2} />
      <DayFormField name="departureOn" label="catalogue.departure" />
      <DayFormField name="returnOn" label="catalogue.return" />
      <DayFormField name="bookingClosesOn" label="catalogue.bookingCloses" />
      <BookableNumbers />
    </CatalogueForm>
  );
}

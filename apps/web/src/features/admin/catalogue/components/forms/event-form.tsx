import { eventEnjoyInputSchema, type EventEnjoy } from '@vo/domain';
import { eventFormValues } from '../../lib/catalogue-form-values';
import { CatalogueForm } from '../form/catalogue-form';
import { BookableNumbers, InstantField, TextField } from '../form/form-fields';
import { TITLE_AND_DESCRIPTION } from '../form/localized-text-tabs';
import { ReferenceField } from '../form/reference-select';
import { useCatalogueForm } from '../form/use-catalogue-form';
import type { CatalogueFormProps } from './catalogue-form-props';

/** An Enjoy event in a category. */
export function EventForm({ item, onDone }: CatalogueFormProps<EventEnjoy>) {
  const state = useCatalogueForm({ resource: 'events', item, schema: eventEnjoyInputSchema, values: eventFormValues, onDone });
  return (
    <CatalogueForm state={state} testId="event-form" texts={TITLE_AND_DESCRIPTION}>
      <ReferenceField name="category" label="adminCatalogue.columns.category" resource="categories" />
      <InstantField name="dateAt" label="adminCatalogue.fields.dateAt" />
      <TextField name="place" label="adminCatalogue.fields.place" />
      <BookableNumbers />
    </CatalogueForm>
  );
}

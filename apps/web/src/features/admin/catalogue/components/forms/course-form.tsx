import { COURSE_PROGRAMMES, courseInputSchema, type Course } from '@vo/domain';
import { courseFormValues } from '../../lib/catalogue-form-values';
import { CatalogueForm } from '../form/catalogue-form';
import { BookableNumbers, InstantField, OptionsField, TextField } from '../form/form-fields';
import { TITLE_AND_DESCRIPTION } from '../form/localized-text-tabs';
import { useCatalogueForm } from '../form/use-catalogue-form';
import type { CatalogueFormProps } from './catalogue-form-props';

/** A course of an Epicos programme, in a place, online or both. */
export function CourseForm({ item, onDone }: CatalogueFormProps<Course>) {
  const state = useCatalogueForm({ resource: 'courses', item, schema: courseInputSchema, values: courseFormValues, onDone });
  return (
    <CatalogueForm state={state} testId="course-form" texts={TITLE_AND_DESCRIPTION}>
      <OptionsField name="category" label="adminCatalogue.columns.programme" options={COURSE_PROGRAMMES} optionKey={(p) => `catalogue.programmes.${p}.title`} />
      <InstantField name="dateAt" label="adminCatalogue.fields.dateAt" />
      <TextField name="place" label="adminCatalogue.fields.place" />
      <TextField name="onlineLink" label="adminCatalogue.fields.onlineLink" type="url" />
      <BookableNumbers />
    </CatalogueForm>
  );
}

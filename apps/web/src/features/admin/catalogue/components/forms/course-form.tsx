import { SimpleGrid } from '@mantine/core';
import { COURSE_PROGRAMMES, courseInputSchema, type Course } from '@vo/domain';
import { useMemo } from 'react';
import { courseFormValues } from '../../lib/catalogue-form-values';
import { CatalogueForm } from '../form/catalogue-form';
import { BookableNumbers, FlagFields, InstantField, OptionsField, TextField } from '../form/form-fields';
import { LocalizedTextTabs, TITLE_AND_DESCRIPTION } from '../form/localized-text-tabs';
import { useCatalogueForm } from '../form/use-catalogue-form';
import type { CatalogueFormProps } from './catalogue-form-props';

/** A course of an Epicos programme, in a place, online or both. */
export function CourseForm({ item, onDone }: CatalogueFormProps<Course>) {
  const defaultValues = useMemo(() => courseFormValues(item ?? undefined), [item]);
  const state = useCatalogueForm({ resource: 'courses', id: item?.id ?? null, schema: courseInputSchema, defaultValues, onDone });
  return (
    <CatalogueForm state={state} onCancel={onDone} testId="course-form">
      <LocalizedTextTabs fields={TITLE_AND_DESCRIPTION} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <OptionsField name="category" label="adminCatalogue.columns.programme" options={COURSE_PROGRAMMES} optionKey={(p) => `catalogue.programmes.${p}.title`} />
        <InstantField name="dateAt" label="adminCatalogue.fields.dateAt" />
        <TextField name="place" label="adminCatalogue.fields.place" />
        <TextField name="onlineLink" label="adminCatalogue.fields.onlineLink" type="url" />
        <BookableNumbers />
      </SimpleGrid>
      <FlagFields />
    </CatalogueForm>
  );
}

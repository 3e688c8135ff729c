import { LANGUAGES, TRAINING_CATEGORIES, trainingInputSchema, type Training } from '@vo/domain';
import { trainingFormValues } from '../../lib/catalogue-form-values';
import { CatalogueForm } from '../form/catalogue-form';
import { DayFormField, OptionsField, TextField } from '../form/form-fields';
import { useCatalogueForm } from '../form/use-catalogue-form';
import type { CatalogueFormProps } from './catalogue-form-props';

const TITLE = [{ name: 'title', label: 'adminCatalogue.fields.title' }];

/** A recorded training: its title in the three languages, speaker, category, the language spoken, its day and the recording's https link. */
export function TrainingForm({ item, onDone }: CatalogueFormProps<Training>) {
  const state = useCatalogueForm({ resource: 'trainings', item, schema: trainingInputSchema, values: trainingFormValues, onDone });
  return (
    <CatalogueForm state={state} testId="training-form" texts={TITLE} audience={false}>
      <TextField name="author" label="adminCatalogue.fields.author" maxLength={120} />
      <OptionsField name="category" label="adminCatalogue.columns.category" options={TRAINING_CATEGORIES} optionKey={(c) => `trainingCategories.${c}`} />
      <OptionsField name="language" label="adminCatalogue.fields.language" options={LANGUAGES} optionKey={(l) => `languageNames.${l}`} />
      <DayFormField name="date" label="adminCatalogue.fields.date" />
      <TextField name="replay" label="adminCatalogue.fields.replay" type="url" maxLength={500} />
    </CatalogueForm>
  );
}

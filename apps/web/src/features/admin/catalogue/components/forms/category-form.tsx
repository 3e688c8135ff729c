import { categoryEventInputSchema, type CategoryEvent } from '@vo/domain';
import { categoryFormValues } from '../../lib/catalogue-form-values';
import { CatalogueForm } from '../form/catalogue-form';
import { NumberField, TextField } from '../form/form-fields';
import { useCatalogueForm } from '../form/use-catalogue-form';
import type { CatalogueFormProps } from './catalogue-form-props';

const NAME = [{ name: 'name', label: 'adminCatalogue.fields.name' }];

/** A category of Enjoy events: its name, type, place in the order and optional group. */
export function CategoryForm({ item, onDone }: CatalogueFormProps<CategoryEvent>) {
  const state = useCatalogueForm({ resource: 'categories', item, schema: categoryEventInputSchema, values: categoryFormValues, onDone });
  return (
    <CatalogueForm state={state} testId="category-form" texts={NAME} cols={3} audience={false}>
      <TextField name="type" label="adminCatalogue.columns.type" />
      <NumberField name="sort" label="adminCatalogue.fields.sort" />
      <NumberField name="groupId" label="adminCatalogue.fields.groupId" empty={null} min={1} />
    </CatalogueForm>
  );
}

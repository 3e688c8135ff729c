import { SimpleGrid } from '@mantine/core';
import { categoryEventInputSchema, type CategoryEvent } from '@vo/domain';
import { useMemo } from 'react';
import { categoryFormValues } from '../../lib/catalogue-form-values';
import { CatalogueForm } from '../form/catalogue-form';
import { FlagFields, NumberField, TextField } from '../form/form-fields';
import { LocalizedTextTabs } from '../form/localized-text-tabs';
import { useCatalogueForm } from '../form/use-catalogue-form';
import type { CatalogueFormProps } from './catalogue-form-props';

const NAME = [{ name: 'name', label: 'adminCatalogue.fields.name' }];

/** A category of Enjoy events: its name, type, place in the order and optional group. */
export function CategoryForm({ item, onDone }: CatalogueFormProps<CategoryEvent>) {
  const defaultValues = useMemo(() => categoryFormValues(item ?? undefined), [item]);
  const state = useCatalogueForm({ resource: 'categories', id: item?.id ?? null, schema: categoryEventInputSchema, defaultValues, onDone });
  return (
    <CatalogueForm state={state} onCancel={onDone} testId="category-form">
      <LocalizedTextTabs fields={NAME} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextField name="type" label="adminCatalogue.columns.type" />
        <NumberField name="sort" label="adminCatalogue.fields.sort" />
        <NumberField name="groupId" label="adminCatalogue.fields.groupId" empty={null} min={1} />
      </SimpleGrid>
      <FlagFields audience={false} />
    </CatalogueForm>
  );
}

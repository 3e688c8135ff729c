import { TRAVEL_TOOL_PLACEHOLDER_LIST, travelToolInputSchema, type TravelTool } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { travelToolFormValues } from '../../lib/catalogue-form-values';
import { CatalogueForm } from '../form/catalogue-form';
import { NumberField, TextField } from '../form/form-fields';
import { useCatalogueForm } from '../form/use-catalogue-form';
import type { CatalogueFormProps } from './catalogue-form-props';

/** A travel partner of the travel search engine: its code, name, search link template and place in the list. */
export function TravelToolForm({ item, onDone }: CatalogueFormProps<TravelTool>) {
  const { t } = useTranslation();
  const state = useCatalogueForm({ resource: 'travelTools', item, schema: travelToolInputSchema, values: travelToolFormValues, onDone });
  return (
    <CatalogueForm state={state} testId="travel-tool-form" audience={false}>
      <TextField name="name" label="adminCatalogue.fields.name" maxLength={100} />
      <TextField name="code" label="adminCatalogue.columns.code" maxLength={40} />
      <TextField
        name="searchLink"
        label="adminCatalogue.fields.searchLink"
        description={t('adminCatalogue.fields.searchLinkHelp', { value: TRAVEL_TOOL_PLACEHOLDER_LIST })}
        maxLength={500}
        style={{ gridColumn: '1 / -1' }}
      />
      <NumberField name="sort" label="adminCatalogue.fields.sort" />
    </CatalogueForm>
  );
}

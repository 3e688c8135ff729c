import { clubInputSchema, type Club } from '@vo/domain';
import { clubFormValues } from '../../lib/catalogue-form-values';
import { CatalogueForm } from '../form/catalogue-form';
import { CheckboxField, NumberField } from '../form/form-fields';
import { useCatalogueForm } from '../form/use-catalogue-form';
import type { CatalogueFormProps } from './catalogue-form-props';

const NAME = [{ name: 'name', label: 'adminCatalogue.fields.name' }];

/** A club (issue 17): its name, general or travel, its requirements, the share of the extra bonuses it gives and its rank. */
export function ClubForm({ item, onDone }: CatalogueFormProps<Club>) {
  const state = useCatalogueForm({ resource: 'clubs', item, schema: clubInputSchema, values: clubFormValues, onDone });
  return (
    <CatalogueForm state={state} testId="club-form" texts={NAME} cols={3} audience={false}>
      <NumberField name="directMin" label="adminCatalogue.fields.directMin" min={0} />
      <NumberField name="salesMin" label="adminCatalogue.fields.salesMin" min={0} />
      <NumberField name="maxPerDirect" label="adminCatalogue.fields.maxPerDirect" min={1} />
      <NumberField name="salesMinTeam" label="adminCatalogue.fields.salesMinTeam" min={0} />
      <NumberField name="bonusShare" label="adminCatalogue.fields.bonusShare" decimals={2} min={0} />
      <NumberField name="sort" label="adminCatalogue.fields.sort" />
      <CheckboxField name="isTravel" label="adminCatalogue.fields.isTravel" />
      <CheckboxField name="rightToCollection" label="adminCatalogue.fields.rightToCollection" />
    </CatalogueForm>
  );
}

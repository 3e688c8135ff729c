import { productInputSchema, type Product } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { countryName, useCountries } from '@/api/countries';
import { productFormValues } from '../../lib/catalogue-form-values';
import { CatalogueForm } from '../form/catalogue-form';
import { NumberField, SelectField } from '../form/form-fields';
import { useCatalogueForm } from '../form/use-catalogue-form';
import type { CatalogueFormProps } from './catalogue-form-props';

const TEXTS = [{ name: 'name', label: 'adminCatalogue.fields.name' }, { name: 'description', label: 'adminCatalogue.fields.description', long: true }];

/** A product of the shop: its country, texts, net price and VAT, stock, points, units in the default order and place. */
export function ProductForm({ item, onDone }: CatalogueFormProps<Product>) {
  const { i18n } = useTranslation();
  const countries = useCountries();
  const state = useCatalogueForm({ resource: 'products', item, schema: productInputSchema, values: productFormValues, onDone });
  return (
    <CatalogueForm state={state} testId="product-form" texts={TEXTS} cols={3} audience={false}>
      <SelectField
        name="country"
        label="adminCatalogue.fields.shopCountry"
        data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: countryName(c, i18n.language) }))}
      />
      <NumberField name="price" label="adminCatalogue.fields.netPrice" decimals={2} min={0} />
      <NumberField name="vatRate" label="adminCatalogue.fields.vatRate" decimals={2} min={0} />
      <NumberField name="stock" label="adminCatalogue.fields.stock" min={0} />
      <NumberField name="points" label="adminCatalogue.fields.points" decimals={2} min={0} />
      <NumberField name="defaultQuantity" label="adminCatalogue.fields.defaultQuantity" min={0} />
      <NumberField name="sort" label="adminCatalogue.fields.sort" min={0} />
    </CatalogueForm>
  );
}

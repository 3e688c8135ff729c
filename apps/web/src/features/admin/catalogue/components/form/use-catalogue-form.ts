import { useMemo, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { domainResolver, useServerForm } from '@/lib/forms';
import { toastSuccess } from '@/lib/toast';
import type { LocalizedText } from '@vo/domain';
import { useSaveTableItem } from '../../api/save-table-item';
import { fieldPaths } from '../../lib/catalogue-form-values';
import { RESOURCE_CONFIG, type CatalogueResource } from '../../lib/catalogue-resources';

interface Options<Item extends { id: number }, Values extends FieldValues, Output> {
  resource: CatalogueResource;
  /** The item being edited (PUT {base}/{id}), or null for a new one (POST {base}). */
  item: Item | null;
  /** The resource's create / update schema of @vo/domain: the server checks the same rules. */
  schema: z.ZodType<Output, Values>;
  /** The form's starting values: the item's, or a blank new one's. */
  values: (item?: Item) => Values;
  /** Called once saved, or on cancel. */
  onDone: () => void;
}

/** The name the saved toast shows: the Spanish title or name (a partner's name is one text), or the code. */
const savedName = (body: object): string => {
  const text = 'title' in body ? body.title : 'name' in body ? body.name : null;
  if (typeof text === 'string') return text;
  if (text && typeof text === 'object') return (text as LocalizedText).es;
  return 'code' in body ? String(body.code) : '';
};

/**
 * A console catalogue form: react-hook-form with the shared schema as resolver, saved through the generic table
 * service; the server's violations land on their fields, anything else in the form's alert.
 */
export function useCatalogueForm<Item extends { id: number }, Values extends FieldValues, Output extends object>({
  resource, item, schema, values, onDone,
}: Options<Item, Values, Output>): CatalogueFormState<Values, Output> {
  const { t } = useTranslation();
  const save = useSaveTableItem(RESOURCE_CONFIG[resource].base);
  const resolver = useMemo(() => domainResolver(schema), [schema]);
  const defaultValues = useMemo(() => values(item ?? undefined), [values, item]);
  const fields = useMemo(() => fieldPaths(defaultValues), [defaultValues]);
  const form = useForm<Values, unknown, Output>({ resolver, mode: 'onTouched', defaultValues: defaultValues as DefaultValues<Values> });

  const { formError, guard } = useServerForm(form.setError, fields);
  const onSubmit = form.handleSubmit(guard(async (body) => {
    await save.mutateAsync({ id: item?.id ?? null, body });
    toastSuccess(t('adminCatalogue.saved', { name: savedName(body) }));
    onDone();
  }));

  return { form, onSubmit, formError, onDone };
}

export interface CatalogueFormState<Values extends FieldValues, Output extends object> {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  formError: unknown;
  onDone: () => void;
}

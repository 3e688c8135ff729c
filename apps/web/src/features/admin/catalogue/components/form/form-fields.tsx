import { Checkbox, Group, NumberInput, Select, TextInput, type ComboboxItem, type TextInputProps } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DayInput } from '@/components/ui/day-input';
import { useErrorText } from '@/lib/forms';
import { instantToLocalInput, localInputToInstant } from '../../lib/local-instant';

/**
 * The console catalogue forms' inputs, bound by name to the form of the surrounding `CatalogueForm`; each shows
 * its field's error (the shared schema's or the server's). Labels are translation keys.
 */
interface FieldProps {
  name: string;
  label: string;
}

/** The field's value and its error, which names the field by its label ("Fecha y hora no es válido"). */
function useField(name: string, label: string) {
  const errorText = useErrorText();
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name });
  return { field, error: errorText(fieldState.error, t(label)) };
}

export function TextField({ name, label, ...input }: FieldProps & Omit<TextInputProps, 'name' | 'label'>) {
  const { t } = useTranslation();
  const { field, error } = useField(name, label);
  return <TextInput {...input} label={t(label)} {...field} value={(field.value as string | null) ?? ''} error={error} />;
}

/** A day (`YYYY-MM-DD`), typed and shown in the interface's language. */
export function DayFormField({ name, label }: FieldProps) {
  const { t } = useTranslation();
  const { field, error } = useField(name, label);
  return <DayInput label={t(label)} {...field} value={field.value as string | null} error={error} />;
}

/** A number; an emptied field is `empty` (undefined: "required"; null: "none", as a category's group). */
export function NumberField({ name, label, decimals = 0, empty, min }: FieldProps & { decimals?: number; empty?: null; min?: number }) {
  const { t } = useTranslation();
  const { field, error } = useField(name, label);
  return (
    <NumberInput
      label={t(label)}
      name={field.name}
      value={(field.value as number | null | undefined) ?? ''}
      onChange={(v) => field.onChange(v === '' ? empty : Number(v))}
      onBlur={field.onBlur}
      min={min}
      decimalScale={decimals}
      decimalSeparator=","
      error={error}
    />
  );
}

/** One of a list of values; `optionKey` gives each value's translation key. */
export function OptionsField({ name, label, options, optionKey }: FieldProps & { options: readonly string[]; optionKey: (value: string) => string }) {
  const { t } = useTranslation();
  return <SelectField name={name} label={label} data={options.map((value) => ({ value, label: t(optionKey(value)) }))} />;
}

/** One of a list of named choices (countries, whose names are data, not translation keys). */
export function SelectField({ name, label, data }: FieldProps & { data: ComboboxItem[] }) {
  const { t } = useTranslation();
  const { field, error } = useField(name, label);
  return (
    <Select
      label={t(label)}
      data={data}
      value={field.value === null || field.value === undefined || field.value === '' ? null : String(field.value)}
      onChange={(v) => field.onChange(v)}
      onBlur={field.onBlur}
      allowDeselect={false}
      error={error}
    />
  );
}

/** A day and time in the browser's zone, held in the form as the instant the API takes. */
export function InstantField({ name, label }: FieldProps) {
  const { t } = useTranslation();
  const { field, error } = useField(name, label);
  return (
    <TextInput
      type="datetime-local"
      label={t(label)}
      name={field.name}
      defaultValue={instantToLocalInput(field.value as string)}
      onChange={(e) => field.onChange(localInputToInstant(e.currentTarget.value))}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** Who sees the item: members and distributors for bookable items (`audience`), and whether it is active. */
export function FlagFields({ audience = true }: { audience?: boolean }) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  return (
    <Group gap="lg">
      {audience && <Checkbox label={t('adminCatalogue.fields.permSoc')} {...register('permSoc')} />}
      {audience && <Checkbox label={t('adminCatalogue.fields.permDis')} {...register('permDis')} />}
      <Checkbox label={t('adminCatalogue.fields.isActive')} {...register('isActive')} />
    </Group>
  );
}

/** Price and deposit in euros and the seats, as every bookable item has them. */
export function BookableNumbers() {
  return (
    <>
      <NumberField name="price" label="adminCatalogue.fields.price" decimals={2} min={0} />
      <NumberField name="deposit" label="adminCatalogue.fields.deposit" decimals={2} min={0} />
      <NumberField name="seats" label="adminCatalogue.fields.seats" min={0} />
    </>
  );
}

/** A yes / no field (a club is a travel club). */
export function CheckboxField({ name, label }: FieldProps) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  return <Checkbox label={t(label)} {...register(name)} style={{ alignSelf: 'end' }} />;
}

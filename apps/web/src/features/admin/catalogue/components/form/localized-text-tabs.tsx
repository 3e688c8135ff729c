import { Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { CATALOGUE_LANGUAGES } from '@vo/domain';
import { useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/forms';

/** A text written in es, en and pt: `long` ones are descriptions. `label` is a translation key. */
export interface LocalizedTextField {
  name: string;
  label: string;
  long?: boolean;
}

/** The catalogue's texts, one tab per language; a tab with a refused field turns red so it is found. */
export function LocalizedTextTabs({ fields }: { fields: readonly LocalizedTextField[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { register, formState } = useFormContext();
  const errorOf = (name: string, language: string) => (formState.errors[name] as Record<string, FieldError> | undefined)?.[language];

  return (
    <Tabs defaultValue="es">
      <Tabs.List>
        {CATALOGUE_LANGUAGES.map((l) => (
          <Tabs.Tab key={l} value={l} color={fields.some((f) => errorOf(f.name, l)) ? 'red' : undefined}>
            {t(`languageNames.${l}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {CATALOGUE_LANGUAGES.map((l) => (
        <Tabs.Panel key={l} value={l} pt="sm">
          <Stack gap="sm">
            {fields.map((f) =>
              f.long ? (
                <Textarea key={f.name} label={t(f.label)} autosize minRows={3} maxRows={10} {...register(`${f.name}.${l}`)} error={errorText(errorOf(f.name, l), t(f.label))} />
              ) : (
                <TextInput key={f.name} label={t(f.label)} {...register(`${f.name}.${l}`)} error={errorText(errorOf(f.name, l), t(f.label))} />
              ),
            )}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** The title and description every bookable item has. */
export const TITLE_AND_DESCRIPTION: readonly LocalizedTextField[] = [
  { name: 'title', label: 'adminCatalogue.fields.title' },
  { name: 'description', label: 'adminCatalogue.fields.description', long: true },
];

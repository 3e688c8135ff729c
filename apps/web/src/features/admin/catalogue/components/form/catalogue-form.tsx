import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { FlagFields } from './form-fields';
import { LocalizedTextTabs, type LocalizedTextField } from './localized-text-tabs';
import type { CatalogueFormState } from './use-catalogue-form';

interface Props<Values extends FieldValues, Output extends object> {
  state: CatalogueFormState<Values, Output>;
  /** The form's test id; its save button is `{testId}-save`. */
  testId: string;
  /** Its texts in es, en and pt, in tabs above the other fields. */
  texts?: readonly LocalizedTextField[];
  /** Columns of the fields' grid on a wider screen. */
  cols?: number;
  /** Bookable items say who sees them (members, distributors) besides whether they are active. */
  audience?: boolean;
  /** The resource's own fields, in the grid. */
  children: ReactNode;
}

/**
 * The frame of every console catalogue form: the server's error, the texts' tabs, the fields (which read the
 * form from context), the flags, cancel and save.
 */
export function CatalogueForm<Values extends FieldValues, Output extends object>({ state, testId, texts, cols = 2, audience = true, children }: Props<Values, Output>) {
  const { t } = useTranslation();
  const { isSubmitting } = state.form.formState;
  return (
    <FormProvider {...state.form}>
      <form onSubmit={state.onSubmit} noValidate data-testid={testId}>
        <Stack gap="md">
          <ServerErrorAlert error={state.formError} />
          {texts && <LocalizedTextTabs fields={texts} />}
          <SimpleGrid cols={{ base: 1, sm: cols }} spacing="sm">
            {children}
          </SimpleGrid>
          <FlagFields audience={audience} />
          <DialogActions onKeep={state.onDone} keepLabel={t('adminCatalogue.cancel')} submitLabel={t('adminCatalogue.save')} pending={isSubmitting} submitTestId={`${testId}-save`} />
        </Stack>
      </form>
    </FormProvider>
  );
}

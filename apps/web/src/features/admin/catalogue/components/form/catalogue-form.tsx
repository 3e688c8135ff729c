import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import type { CatalogueFormState } from './use-catalogue-form';

interface Props<Values extends FieldValues, Output extends object> {
  state: CatalogueFormState<Values, Output>;
  onCancel: () => void;
  /** The form's test id; its save button is `{testId}-save`. */
  testId: string;
  children: ReactNode;
}

/** The frame of every console catalogue form: the server's error, the fields (which read the form from context), cancel and save. */
export function CatalogueForm<Values extends FieldValues, Output extends object>({ state, onCancel, testId, children }: Props<Values, Output>) {
  const { t } = useTranslation();
  const { isSubmitting } = state.form.formState;
  return (
    <FormProvider {...state.form}>
      <form onSubmit={state.onSubmit} noValidate data-testid={testId}>
        <Stack gap="md">
          <ServerErrorAlert error={state.formError} />
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
              {t('adminCatalogue.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} data-testid={`${testId}-save`}>
              {t('adminCatalogue.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

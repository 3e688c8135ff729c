import { Code, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { variableValueSchemaFor, type VariableValueInput } from '@vo/domain';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { domainResolver, useErrorText, useServerForm } from '@/lib/forms';
import { toastSuccess } from '@/lib/toast';
import type { AdminVariable } from '@/features/admin/plan-settings/api/get-admin-variables';
import { useUpdateVariable } from '@/features/admin/plan-settings/api/update-variable';
import { useRuleHint } from '@/features/admin/plan-settings/lib/use-rule-hint';
import { useVariableDescription } from '@/features/admin/plan-settings/lib/use-variable-description';

const FIELDS = ['value'] as const;

/** One variable's value, checked by its key's rule here and again on the server. */
function VariableValueForm({ variable, onDone }: { variable: AdminVariable; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const hint = useRuleHint();
  const describe = useVariableDescription();
  const update = useUpdateVariable();
  const resolver = useMemo(() => domainResolver(variableValueSchemaFor(variable.keyValue)), [variable.keyValue]);
  const { control, handleSubmit, formState, setError } = useForm<VariableValueInput, unknown, { value: string }>({ resolver, mode: 'onTouched', defaultValues: { value: variable.value } });
  const { rule } = variable;

  const { formError, guard } = useServerForm(setError, FIELDS);
  const onSubmit = handleSubmit(guard(async ({ value }) => {
    await update.mutateAsync({ id: variable.id, value });
    toastSuccess(t('planSettings.variables.saved', { key: variable.keyValue }));
    onDone();
  }));

  const choices = rule.kind === 'boolean'
    ? [{ value: 'true', label: t('planSettings.yes') }, { value: 'false', label: t('planSettings.no') }]
    : (rule.options ?? []).map((option) => ({ value: option, label: option }));
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{describe(variable)}</Text>
        <ServerErrorAlert error={formError} />
        <Controller
          name="value"
          control={control}
          render={({ field, fieldState }) => {
            const common = { label: t('planSettings.variables.value'), description: hint(rule), error: errorText(fieldState.error), 'data-testid': 'variable-value', 'data-autofocus': true };
            return rule.kind === 'boolean' || rule.kind === 'choice' ? (
              <Select {...common} data={choices} allowDeselect={false} value={field.value} onChange={(value) => field.onChange(value ?? '')} onBlur={field.onBlur} ref={field.ref} />
            ) : (
              <TextInput {...common} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} name={field.name} />
            );
          }}
        />
        <DialogActions onKeep={onDone} keepLabel={t('planSettings.cancel')} submitLabel={t('planSettings.save')} pending={formState.isSubmitting} submitTestId="variable-save" />
      </Stack>
    </form>
  );
}

/** The variable being edited in a dialog; closed when `variable` is null. */
export function VariableValueModal({ variable, onClose }: { variable: AdminVariable | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={variable !== null} onClose={onClose} centered closeButtonProps={{ 'aria-label': t('common.close') }} title={<>{t('planSettings.variables.editTitle')} <Code>{variable?.keyValue}</Code></>}>
      {variable && <VariableValueForm key={variable.id} variable={variable} onDone={onClose} />}
    </Modal>
  );
}

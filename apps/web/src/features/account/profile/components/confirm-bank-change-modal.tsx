import { Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PasswordField } from '@/components/ui/password-field';
import { encodeError, useErrorText, useServerForm } from '@/lib/forms';
import { CodeField } from '@/features/account/two-factor/components/code-field';
import type { BankChangeProof } from '@/features/account/profile/api/save-profile';

type Method = 'password' | 'code';
type ProofValues = { currentPassword: string; code: string };

interface Props {
  opened: boolean;
  /** With two-factor authentication on, a code of the app is offered beside the password. */
  twoFactorEnabled: boolean;
  onCancel: () => void;
  /** Saves with the proof; rejects only when the proof itself was refused (its error lands on the field). */
  onConfirm: (proof: BankChangeProof) => Promise<void>;
}

/** Asks the current password (or a two-factor code) before IBAN or BIC change, as PUT /api/profiles/{id} requires. */
export function ConfirmBankChangeModal({ opened, twoFactorEnabled, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('profile.confirm.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <ProofForm twoFactorEnabled={twoFactorEnabled} onCancel={onCancel} onConfirm={onConfirm} />
    </Modal>
  );
}

function ProofForm({ twoFactorEnabled, onCancel, onConfirm }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [method, setMethod] = useState<Method>('password');
  const { register, handleSubmit, setError, setValue, formState } = useForm<ProofValues>({ defaultValues: { currentPassword: '', code: '' } });
  const { formError: failure, fail, clear } = useServerForm(setError, ['currentPassword', 'code']);
  const field = method === 'password' ? 'currentPassword' : 'code';

  const onSubmit = handleSubmit(async (values) => {
    clear();
    const value = values[field].trim();
    if (!value) {
      setError(field, { message: encodeError('validation.required') });
      return;
    }
    try {
      await onConfirm(method === 'password' ? { currentPassword: values.currentPassword } : { code: value });
    } catch (error) {
      setValue(field, '');
      if (isApiError(error) && error.code === 'WRONG_PASSWORD') {
        setError('currentPassword', { type: 'server', message: encodeError('errors.wrongPassword', undefined, error.message) }, { shouldFocus: true });
      } else {
        // A wrong code lands on its field; anything else (too many attempts, say) above the form.
        fail(error);
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="bank-confirm-form">
      <Stack gap="sm">
        <Text size="sm">{t('profile.confirm.text')}</Text>
        <ErrorAlert error={failure} />
        {twoFactorEnabled && (
          <SegmentedControl
            data={[{ value: 'password', label: t('profile.confirm.withPassword') }, { value: 'code', label: t('profile.confirm.withCode') }]}
            value={method}
            onChange={(value) => setMethod(value as Method)}
            fullWidth
          />
        )}
        {method === 'password' ? (
          <PasswordField label={t('fields.currentPassword')} autoComplete="current-password" data-autofocus required {...register('currentPassword')} error={errorText(formState.errors.currentPassword)} />
        ) : (
          <CodeField recovery label={t('fields.code')} description={t('profile.confirm.codeHint')} data-autofocus required {...register('code')} error={errorText(formState.errors.code)} />
        )}
        <DialogActions onKeep={onCancel} keepLabel={t('profile.confirm.cancel')} submitLabel={t('profile.confirm.submit')} pending={formState.isSubmitting} submitTestId="bank-confirm-submit" />
      </Stack>
    </form>
  );
}

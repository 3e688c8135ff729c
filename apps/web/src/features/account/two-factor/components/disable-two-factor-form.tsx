import { Button, Group, Stack, Text } from '@mantine/core';
import { disableTwoFactorSchema } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '../../../../components/ui/server-error-alert';
import { useErrorText } from '../../../../lib/forms';
import { toastSuccess } from '../../../../lib/toast';
import { useDisableTwoFactor } from '../api/two-factor';
import { CodeField } from './code-field';
import { useCodeForm } from './use-code-form';

/** Turning it off takes a current code, or a recovery code when the phone is lost. */
export function DisableTwoFactorForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const disable = useDisableTwoFactor();
  const { register, onSubmit, formState } = useCodeForm(disableTwoFactorSchema, disable, () => toastSuccess(t('twoFactor.disabledToast')));
  const apiError = disable.error && !formState.errors.code ? disable.error : null;

  return (
    <Stack gap="sm" component="form" noValidate onSubmit={onSubmit} maw={420} data-testid="two-factor-disable-form">
      <Text size="sm">{t('twoFactor.disable.text')}</Text>
      <CodeField
        recovery
        label={t('twoFactor.disable.codeLabel')}
        description={t('twoFactor.disable.codeHint')}
        required
        autoFocus
        {...register('code')}
        error={errorText(formState.errors.code)}
        data-testid="two-factor-disable-code"
      />
      <ServerErrorAlert error={apiError} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('twoFactor.cancel')}
        </Button>
        <Button type="submit" color="red" loading={disable.isPending} data-testid="two-factor-disable">
          {t('twoFactor.disable.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { disableTwoFactorSchema } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { useErrorText } from '@/lib/forms';
import { toastSuccess } from '@/lib/toast';
import { useDisableTwoFactor } from '@/features/account/two-factor/api/two-factor';
import { CodeField } from './code-field';
import { useCodeForm } from './use-code-form';

/** Turning it off takes a current code, or a recovery code when the phone is lost. `onClose`: cancelled or done. */
export function DisableTwoFactorForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const disable = useDisableTwoFactor();
  const { register, onSubmit, formState } = useCodeForm(disableTwoFactorSchema, disable, () => {
    toastSuccess(t('twoFactor.disabledToast'));
    onClose();
  });
  const apiError = disable.error && !formState.errors.code ? disable.error : null;

  return (
    <form noValidate onSubmit={onSubmit} data-testid="two-factor-disable-form">
      <Stack gap="sm" maw={420}>
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
          <Button variant="default" onClick={onClose}>
            {t('twoFactor.cancel')}
          </Button>
          <Button type="submit" color="red" loading={disable.isPending} data-testid="two-factor-disable">
            {t('twoFactor.disable.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

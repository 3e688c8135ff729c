import { Button, Card, Stack, Text } from '@mantine/core';
import { changePasswordSchema, type ChangePassword } from '@vo/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '@/api/api-error';
import { useMe } from '@/api/me-query';
import { ActingAsMemberNotice, useImpersonated } from '@/components/ui/acting-as-member-notice';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { PasswordField } from '@/components/ui/password-field';
import { domainResolver, useErrorText, useServerForm } from '@/lib/forms';
import { toastSuccess } from '@/lib/toast';
import { changePassword } from '@/features/account/password/api/change-password';

const resolver = domainResolver(changePasswordSchema);
type Values = z.input<typeof changePasswordSchema>;
const FIELDS = ['currentPassword', 'password', 'passwordRepeat'] as const;
const EMPTY = { currentPassword: '', password: '', passwordRepeat: '' };

/** My account → change password: the current one first ("Your password is wrong."), then the new one twice. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const me = useMe();
  const impersonated = useImpersonated();
  const { register, handleSubmit, formState, setError, reset } = useForm<Values, unknown, ChangePassword>({ resolver, mode: 'onTouched', defaultValues: EMPTY });

  const { formError, guard, fail } = useServerForm(setError, FIELDS);

  const onSubmit = handleSubmit(guard(async (values) => {
    try {
      await changePassword(me.data!.id, values);
      toastSuccess(t('toast.success.passwordUpdated'));
      reset(EMPTY);
    } catch (error) {
      // A wrong current password belongs to its field; other violations to theirs; anything else above the form.
      if (isApiError(error) && error.code === 'WRONG_PASSWORD') {
        setError('currentPassword', { type: 'server', message: error.message });
        return;
      }
      fail(error);
    }
  }));

  return (
    <Stack gap="md" maw={520}>
      <PageHeader title={t('changePassword.title')} subtitle={t('changePassword.subtitle')} />
      <ActingAsMemberNotice />
      <Card withBorder radius="md" padding="lg">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <ErrorAlert error={formError} />
            <PasswordField label={t('changePassword.current')} autoComplete="current-password" required {...register('currentPassword')} error={errorText(formState.errors.currentPassword)} />
            <PasswordField label={t('fields.newPassword')} autoComplete="new-password" required {...register('password')} error={errorText(formState.errors.password)} />
            <PasswordField label={t('fields.passwordRepeat')} autoComplete="new-password" required {...register('passwordRepeat')} error={errorText(formState.errors.passwordRepeat)} />
            <Text size="xs" c="dimmed">
              {t('changePassword.sessionsNote')}
            </Text>
            <Button type="submit" loading={formState.isSubmitting} disabled={!me.data || impersonated} data-testid="change-password-submit">
              {t('changePassword.submit')}
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}

export { ChangePasswordPage as Component };

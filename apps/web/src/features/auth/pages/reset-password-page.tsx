import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { resetPasswordSchema } from '@vo/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { PasswordField } from '@/components/ui/password-field';
import { domainResolver, useErrorText, useServerForm } from '@/lib/forms';
import { toastSuccess } from '@/lib/toast';
import { AuthCard } from '@/features/auth/components/auth-card';
import { resetPassword } from '@/features/auth/api/reset-password';
import { ResetLinkForm } from '@/features/auth/components/reset-link-form';
import { useResetLink } from '@/features/auth/lib/use-reset-link';

const resolver = domainResolver(resetPasswordSchema);
type Values = z.input<typeof resetPasswordSchema>;
const FIELDS = ['password', 'passwordRepeat'] as const;

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const link = useResetLink(token);
  const { register, handleSubmit, formState, setError } = useForm<Values, unknown, z.output<typeof resetPasswordSchema>>({
    resolver,
    mode: 'onTouched',
    defaultValues: { password: '', passwordRepeat: '' },
  });

  const { formError, guard } = useServerForm(setError, FIELDS);
    // Field violations go on their fields; an invalid or expired link (RESET_TOKEN_INVALID) above the form.
  const onSubmit = handleSubmit(guard(async (values) => {
    await resetPassword(token, values.password, values.passwordRepeat);
    toastSuccess(t('toast.success.passwordUpdated'));
    await navigate('/auth/login', { replace: true });
  }));

  if (link === 'checking') return <PageLoader />;
  if (link === 'dead') {
    // Said as the link opens, not after a new password was typed; a new link can be asked for right here.
    return (
      <AuthCard title={t('resetPassword.deadTitle')} subtitle={t('resetPassword.deadText')}>
        <Alert color="yellow" variant="light" role="alert" data-testid="reset-link-dead">
          {t('errors.resetTokenInvalid')}
        </Alert>
        <ResetLinkForm submitLabel={t('resetPassword.requestAgain')} />
        <Anchor component={Link} to="/auth/login" size="sm" ta="center">
          {t('common.backToLogin')}
        </Anchor>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('resetPassword.title')} subtitle={t('resetPassword.text')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <ErrorAlert error={formError} />
          <PasswordField
            label={t('fields.newPassword')}
            autoComplete="new-password"
            required
            {...register('password')}
            error={errorText(formState.errors.password)}
          />
          <PasswordField
            label={t('fields.passwordRepeat')}
            autoComplete="new-password"
            required
            {...register('passwordRepeat')}
            error={errorText(formState.errors.passwordRepeat)}
          />
          <Button type="submit" fullWidth loading={formState.isSubmitting}>
            {t('resetPassword.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/auth/forgot-password" size="sm" ta="center">
        {t('resetPassword.requestAgain')}
      </Anchor>
    </AuthCard>
  );
}

export { ResetPasswordPage as Component };

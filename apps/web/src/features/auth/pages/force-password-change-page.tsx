import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { forgotPasswordSchema } from '@vo/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { domainResolver, useErrorText } from '../../../lib/forms';
import { AuthCard } from '../auth-card';
import { requestPasswordReset } from '../api/forgot-password';
import { useAction } from '../../../lib/use-action';

const resolver = domainResolver(forgotPasswordSchema);
type Values = z.input<typeof forgotPasswordSchema>;

/** The forced password-change notice: entering needs a new password, set through an e-mailed link. */
export function ForcePasswordChangePage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const location = useLocation();
  const username = (location.state as { username?: string } | null)?.username ?? '';
  const request = useAction(requestPasswordReset);
  const { register, handleSubmit, formState } = useForm<Values, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver,
    mode: 'onTouched',
    // A member who signs in with the e-mail gets it prefilled.
    defaultValues: { email: username.includes('@') ? username : '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    await request.run(email);
  });

  return (
    <AuthCard title={t('forcePasswordChange.title')}>
      <Text>{t('forcePasswordChange.text')}</Text>
      {request.done ? (
        <Alert color="teal" variant="light" role="status" data-testid="reset-email-sent">
          {t('forgotPassword.sent')}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <ErrorAlert error={request.error} />
            <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...register('email')} error={errorText(formState.errors.email)} />
            <Button type="submit" fullWidth loading={formState.isSubmitting}>
              {t('forcePasswordChange.send')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/auth/login" size="sm" ta="center">
        {t('common.backToLogin')}
      </Anchor>
    </AuthCard>
  );
}

export { ForcePasswordChangePage as Component };

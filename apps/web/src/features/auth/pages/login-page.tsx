import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/api/api-error';
import type { Credentials } from '@/api/oauth';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PasswordField } from '@/components/ui/password-field';
import { encodeError, useErrorText } from '@/lib/forms';
import { forgetSignOutNotice, readSignOutNotice } from '@/lib/session';
import { useAction } from '@/lib/use-action';
import { checkLastLogin } from '@/features/auth/api/check-last-login';
import { login } from '@/features/auth/api/login';
import { AuthCard } from '@/features/auth/components/auth-card';
import { PendingSignUp } from '@/features/auth/components/pending-sign-up';

interface LoginForm {
  username: string;
  password: string;
}

// Two required fields need no schema library: keeping zod off the login page keeps its first load small.
const required = { required: encodeError('validation.required') };

export function LoginPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const action = useAction(login);
  const [inactive, setInactive] = useState(false);
  // Said once: a reload of the login page no longer says the session was ended.
  const [notice] = useState(readSignOutNotice);
  useEffect(forgetSignOutNotice, []);
  // Members with two-factor authentication are asked for their code after the password (DESIGN.md section 4).
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState('');
  const { register, handleSubmit, formState } = useForm<LoginForm>({ mode: 'onTouched', defaultValues: { username: '', password: '' } });
  const from = (location.state as { from?: string } | null)?.from;
  const pendingSignUp = isApiError(action.error) && action.error.code === 'REGISTRATION_PAYMENT_PENDING' ? action.error : null;

  const toForcedChange = (username: string) => navigate('/auth/force-password-change', { state: { username } });

  const onSubmit = handleSubmit(async (form) => {
    const values = { ...form, username: form.username.trim() };
    setInactive(false);
    action.reset();
    if (!needsCode && (await checkLastLogin(values))) {
      await toForcedChange(values.username);
      return;
    }
    const credentials: Credentials = needsCode ? { ...values, totp: code.trim() } : values;
    const result = await action.run(credentials);
    if (!result.ok) {
      if (isApiError(result.error) && result.error.code === 'PASSWORD_CHANGE_REQUIRED') await toForcedChange(values.username);
      if (isApiError(result.error) && result.error.code === 'SECOND_FACTOR_REQUIRED') setNeedsCode(true);
      return;
    }
    if (!result.data) {
      setInactive(true);
      return;
    }
    await navigate(from && from.startsWith('/') && !from.startsWith('/auth') ? from : '/', { replace: true });
  });

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {notice && !action.error && (
            <Alert color="orange" variant="light" role="alert" data-testid="sign-out-notice">
              {notice}
            </Alert>
          )}
          {pendingSignUp ? <PendingSignUp error={pendingSignUp} /> : <ErrorAlert error={action.error} />}
          {inactive && (
            <Alert color="red" variant="light" role="alert">
              {t('errors.userInactive')}
            </Alert>
          )}
          <TextInput
            label={t('fields.username')}
            autoComplete="username"
            required
            {...register('username', required)}
            error={errorText(formState.errors.username)}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            required
            {...register('password', required)}
            error={errorText(formState.errors.password)}
          />
          {needsCode && (
            <TextInput
              label={t('fields.totp')}
              description={t('login.totpHint')}
              // A recovery code (XXXX-XXXX-XXXX) has letters: the phone keeps its full keyboard.
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              required
              autoFocus
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
            />
          )}
          <Group justify="flex-end">
            <Anchor component={Link} to="/auth/forgot-password" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={formState.isSubmitting}>
            {t('login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to="/auth/registration">
              {t('login.register')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

export { LoginPage as Component };

import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetLinkForm } from '@/features/auth/components/reset-link-form';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.text')}>
      <ResetLinkForm submitLabel={t('forgotPassword.submit')} />
      <Anchor component={Link} to="/auth/login" size="sm" ta="center">
        {t('common.backToLogin')}
      </Anchor>
    </AuthCard>
  );
}

export { ForgotPasswordPage as Component };

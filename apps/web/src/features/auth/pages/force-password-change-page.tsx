import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetLinkForm } from '@/features/auth/components/reset-link-form';

/** The forced password-change notice: entering needs a new password, set through an e-mailed link. */
export function ForcePasswordChangePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const username = (location.state as { username?: string } | null)?.username ?? '';
  return (
    <AuthCard title={t('forcePasswordChange.title')}>
      <Text>{t('forcePasswordChange.text')}</Text>
      {/* A member who signs in with the e-mail gets it prefilled. */}
      <ResetLinkForm submitLabel={t('forcePasswordChange.send')} defaultEmail={username.includes('@') ? username : ''} />
      <Anchor component={Link} to="/auth/login" size="sm" ta="center">
        {t('common.backToLogin')}
      </Anchor>
    </AuthCard>
  );
}

export { ForcePasswordChangePage as Component };

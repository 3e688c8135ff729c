import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/api/me-query';

/** True in a session an admin opened as the member: their own security settings are not the admin's to change. */
export function useImpersonated(): boolean {
  return Boolean(useMe().data?.impersonatedBy);
}

/** Said on the member's security screens (password, two-factor) while an admin acts as the member; the server refuses anyway. */
export function ActingAsMemberNotice() {
  const { t } = useTranslation();
  if (!useImpersonated()) return null;
  return (
    <Alert color="orange" variant="light" data-testid="not-while-acting">
      {t('impersonation.notAvailable')}
    </Alert>
  );
}

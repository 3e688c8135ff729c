import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../api/me';
import { MissingBankDataAlert } from '../../../components/ui/missing-bank-data-alert';

/** Spec section 1 "Home": alerts for missing bank information and for two-factor authentication. */
export function DashboardAlerts({ alerts }: { alerts: CurrentUser['alerts'] }) {
  const { t } = useTranslation();
  if (!alerts?.missingBankData && !alerts?.twoFactorDisabled) return null;
  return (
    <Stack gap="xs">
      {alerts.missingBankData && <MissingBankDataAlert />}
      {alerts.twoFactorDisabled && (
        <Alert color="blue" variant="light" title={t('alerts.twoFactorDisabledTitle')} data-testid="alert-two-factor-disabled">
          {t('alerts.twoFactorDisabled')}
        </Alert>
      )}
    </Stack>
  );
}

import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@/api/me';
import { Link } from 'react-router';
import { MissingBankDataAlert } from '@/components/ui/missing-bank-data-alert';
import { TWO_FACTOR_PATH } from '@/lib/account-paths';

/** Spec section 1 "Home": alerts for missing bank information and for two-factor authentication. */
export function DashboardAlerts({ alerts }: { alerts: CurrentUser['alerts'] }) {
  const { t } = useTranslation();
  if (!alerts?.missingBankData && !alerts?.twoFactorDisabled) return null;
  return (
    <Stack gap="xs">
      {alerts.missingBankData && <MissingBankDataAlert />}
      {alerts.twoFactorDisabled && (
        <Alert color="blue" variant="light" title={t('alerts.twoFactorDisabledTitle')} data-testid="alert-two-factor-disabled">
          {t('alerts.twoFactorDisabled')}{' '}
          <Anchor component={Link} to={TWO_FACTOR_PATH} size="sm" fw={600} data-testid="alert-two-factor-link">
            {t('alerts.turnOnTwoFactor')}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}

import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROFILE_PATH } from '@/lib/account-paths';

/** Spec section 1: payouts need bank data; Home and the payout screen both say so and link to the profile. */
export function MissingBankDataAlert() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" title={t('alerts.missingBankDataTitle')} data-testid="alert-missing-bank-data">
      {t('alerts.missingBankData')}{' '}
      <Anchor component={Link} to={PROFILE_PATH} size="sm" fw={600} data-testid="alert-missing-bank-data-link">
        {t('alerts.completeProfile')}
      </Anchor>
    </Alert>
  );
}

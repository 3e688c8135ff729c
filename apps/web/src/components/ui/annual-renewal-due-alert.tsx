import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '@/api/me-query';
import { checkoutLink } from '@/lib/checkout-link';

/**
 * DESIGN.md section 7: while an earner's annual renewal is past due, new commissions stay retained. The wallet and
 * the weekly binary card say so, with the way to pay it; nothing shows otherwise.
 */
export function AnnualRenewalDueAlert() {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.data?.alerts.annualRenewalDue) return null;
  return (
    <Alert color="orange" variant="light" title={t('alerts.annualRenewalDueTitle')} data-testid="alert-annual-renewal-due">
      {t('alerts.annualRenewalDue')}{' '}
      <Anchor component={Link} to={checkoutLink({ product: 'annual' })} size="sm" fw={600} data-testid="alert-annual-renewal-pay">
        {t('alerts.payAnnualRenewal')}
      </Anchor>
    </Alert>
  );
}

import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '@/api/me-query';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { formatNumber } from '@/lib/format';
import { usePayment } from '@/api/get-payment';
import { useWallet } from '@/api/wallet';
import { PaymentFacts } from '@/features/checkout/components/payment-facts';
import { ResultFrame } from '@/features/checkout/components/result-frame';
import { usePaymentIdParam } from '@/features/checkout/lib/payment-id';

/** What a paid order changed: the new Enjoy Points balance, or the membership now in force. */
function Outcome({ type }: { type: string }) {
  const { t, i18n } = useTranslation();
  const wallet = useWallet();
  const me = useMe();
  if (type === 'enjoy_points') {
    if (!wallet.data) return null;
    return (
      <Alert color="teal" variant="light" data-testid="enjoy-points-balance">
        {t('checkout.result.enjoyPointsBalance', { points: formatNumber(wallet.data.enjoyPoints, i18n.language) })}
      </Alert>
    );
  }
  if (type === 'shop' || !me.data?.membership) return null;
  return (
    <Alert color="teal" variant="light" data-testid="membership-now">
      {t('checkout.result.membershipNow', { name: me.data.membership.name })}
    </Alert>
  );
}

export function CheckoutSuccessPage() {
  const { t } = useTranslation();
  const id = usePaymentIdParam();
  const payment = usePayment(id);
  return (
    <ResultFrame
      tone="success"
      title={t('checkout.result.successTitle')}
      actions={payment.data?.type === 'shop'
        ? <Button component={Link} to="/shop">{t('checkout.result.seeShopOrders')}</Button>
        : <Button component={Link} to="/membership">{t('checkout.result.seeMembership')}</Button>}
    >
      <Text>{t('checkout.result.successText')}</Text>
      {id > 0 && payment.isPending && <PageLoader h={80} />}
      <ErrorAlert error={payment.error} />
      {payment.data && <PaymentFacts payment={payment.data} />}
      {payment.data && <Outcome type={payment.data.type} />}
    </ResultFrame>
  );
}

export { CheckoutSuccessPage as Component };

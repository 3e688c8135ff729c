import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { usePayoutTerms } from '@/features/payouts/api/get-payout-terms';
import { PayoutRequestForm } from '@/features/payouts/components/payout-request-form';
import { PayoutTermsCard } from '@/features/payouts/components/payout-terms-card';
import { TransferHistory } from '@/features/payouts/components/transfer-history';

/** Spec section 1 "request payout (transfer)": the terms, the request with its live breakdown, and the history. */
export function PayoutsPage() {
  const { t } = useTranslation();
  const terms = usePayoutTerms();
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title={t('payouts.title')} subtitle={t('payouts.subtitle')} />
      {terms.isError ? (
        <ServerErrorAlert error={terms.error} />
      ) : terms.isPending ? (
        <PageLoader h={200} />
      ) : (
        <>
          <PayoutTermsCard terms={terms.data} />
          <PayoutRequestForm terms={terms.data} />
        </>
      )}
      <TransferHistory />
    </Stack>
  );
}

export { PayoutsPage as Component };

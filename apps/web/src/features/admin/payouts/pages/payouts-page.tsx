import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { AcceptedPayouts } from '@/features/admin/payouts/components/accepted-payouts';
import { PendingPayouts } from '@/features/admin/payouts/components/pending-payouts';

/** DESIGN.md sections 8 and 9: the payout queue. Requests wait here; accepted ones are exported for the bank. */
export function PayoutsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageHeader title={t('admin.payouts.title')} subtitle={t('admin.payouts.subtitle')} />
      <PendingPayouts />
      <AcceptedPayouts />
    </Stack>
  );
}

export { PayoutsPage as Component };

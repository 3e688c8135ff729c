import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { ADMIN_PAYMENT_SORTS, adminPaymentsQueryOptions, type AdminPaymentSort } from '@/features/admin/payments/api/get-admin-payments';
import { MemberSearch } from '@/features/admin/components/member-search';
import { PaymentsList } from '@/features/admin/payments/components/payments-list';

/** DESIGN.md section 7: bank transfers wait for an admin who finds the money (concept = username) and confirms it. */
export function IncomingBankTransfersPage() {
  const { t } = useTranslation();
  const list = usePagedList({
    id: 'incoming-bank-transfers',
    sorts: ADMIN_PAYMENT_SORTS,
    // Oldest first: bank transfers are confirmed in the order they were announced.
    defaultSort: { id: 'createdAt', direction: 'asc' },
    query: ({ page, itemsPerPage, sort, search }: PagedParams<AdminPaymentSort, object>) =>
      adminPaymentsQueryOptions({ page, itemsPerPage, sort, search, status: 'pending', paymentBy: 'TRANS_PAYMENT' }),
  });

  return (
    <Stack gap="md">
      <PageHeader title={t('admin.incomingBankTransfers.title')} subtitle={t('admin.incomingBankTransfers.subtitle')} />
      <SectionCard>
        <MemberSearch value={list.search} onChange={list.setSearch} />
        <PaymentsList variant="incomingBankTransfers" table={list.table} emptyText={list.search ? t('admin.noMatches') : t('admin.incomingBankTransfers.empty')} />
      </SectionCard>
    </Stack>
  );
}

export { IncomingBankTransfersPage as Component };

import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { ADMIN_PAYMENT_SORTS, adminPaymentsQueryOptions, type AdminPaymentSort } from '@/features/admin/api/get-admin-payments';
import { MemberSearch } from '@/features/admin/components/member-search';
import { PaymentsList } from '@/features/admin/components/payments-list';

/** DESIGN.md section 7: bank transfers wait for an admin who finds the money (concept = username) and confirms it. */
export function PendingTransfersPage() {
  const { t } = useTranslation();
  const list = usePagedList({
    id: 'pending-transfers',
    sorts: ADMIN_PAYMENT_SORTS,
    // Oldest first: transfers are confirmed in the order they were announced.
    defaultSort: { id: 'createdAt', direction: 'asc' },
    query: ({ page, itemsPerPage, sort, search }: PagedParams<AdminPaymentSort, object>) =>
      adminPaymentsQueryOptions({ page, itemsPerPage, sort, search, status: 'pending', paymentBy: 'TRANS_PAYMENT' }),
  });

  return (
    <Stack gap="md">
      <PageHeader title={t('admin.transfers.title')} subtitle={t('admin.transfers.subtitle')} />
      <SectionCard>
        <MemberSearch value={list.search} onChange={list.setSearch} />
        <PaymentsList variant="transfers" table={list.table} emptyText={list.search ? t('admin.noMatches') : t('admin.transfers.empty')} />
      </SectionCard>
    </Stack>
  );
}

export { PendingTransfersPage as Component };

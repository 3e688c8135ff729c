import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { validRange } from '@/components/ui/date-range';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { ADMIN_PAYMENT_SORTS, adminPaymentsQueryOptions, type AdminPaymentSort } from '@/features/admin/payments/api/get-admin-payments';
import { PaymentsList } from '@/features/admin/payments/components/payments-list';
import { PaymentFilters, type PaymentFilterValues } from '@/features/admin/payments/components/payment-filters';

/** DESIGN.md section 9: every member's payments, filtered, sorted and paged by the server. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const list = usePagedList({
    id: 'admin-payments',
    sorts: ADMIN_PAYMENT_SORTS,
    defaultSort: { id: 'createdAt', direction: 'desc' },
    // An impossible range is shown on its field and not sent.
    query: ({ page, itemsPerPage, sort, filter, search }: PagedParams<AdminPaymentSort, PaymentFilterValues>) =>
      adminPaymentsQueryOptions({ page, itemsPerPage, sort, search, status: filter.status, type: filter.type, paymentBy: filter.paymentBy, ...validRange(filter) }),
  });

  return (
    <Stack gap="md">
      <PageHeader title={t('admin.payments.title')} subtitle={t('admin.payments.subtitle')} />
      <SectionCard>
        <PaymentFilters filter={list.filter} search={list.search} onFilter={list.setFilter} onSearch={list.setSearch} onClear={list.reset} />
        <PaymentsList variant="all" table={list.table} emptyText={list.filtered ? t('admin.noMatches') : t('admin.payments.empty')} />
      </SectionCard>
    </Stack>
  );
}

export { PaymentsPage as Component };

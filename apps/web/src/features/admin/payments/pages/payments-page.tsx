import { Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { sortOf } from '@/components/ui/sort-header';
import { useTableState } from '@/lib/table-state';
import { usePageInRange } from '@/lib/use-page-in-range';
import { ADMIN_PAYMENT_SORTS, useAdminPayments } from '@/features/admin/payments/api/get-admin-payments';
import { PaymentFilters, rangeIsValid, type PaymentFilterValues } from '@/features/admin/payments/components/payment-filters';
import { PaymentsListBody } from '@/features/admin/payments/components/payments-list-body';

const DEFAULT_SORT = { id: 'createdAt', direction: 'desc' } as const;

/** DESIGN.md section 9: every member's payments, filtered, sorted and paged by the server. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const [state, actions] = useTableState('admin-payments');
  const filter = state.filter as PaymentFilterValues;
  const sort = sortOf(state.sorting, ADMIN_PAYMENT_SORTS, DEFAULT_SORT);
  // An impossible range is shown on its field and not sent: the list keeps the last valid one.
  const range = rangeIsValid(filter) ? { from: filter.from, to: filter.to } : {};
  const list = useAdminPayments({
    page: state.page, itemsPerPage: state.size, sort, search: state.search,
    status: filter.status, type: filter.type, paymentBy: filter.paymentBy, ...range,
  });
  usePageInRange(state.page, state.size, list.data?.total, actions.setPage);
  const filtered = Object.values(filter).some(Boolean) || Boolean(state.search);

  return (
    <Stack gap="md">
      <PageHeader title={t('admin.payments.title')} subtitle={t('admin.payments.subtitle')} />
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <PaymentFilters filter={filter} search={state.search} onFilter={actions.setFilter} onSearch={actions.setSearch} onClear={actions.reset} />
          <PaymentsListBody
            list={list} emptyText={filtered ? t('admin.noMatches') : t('admin.payments.empty')} variant="all" sort={sort} onSort={actions.setSorting}
            page={state.page} size={state.size} onPage={actions.setPage} onSize={actions.setSize}
          />
        </Stack>
      </Card>
    </Stack>
  );
}

export { PaymentsPage as Component };

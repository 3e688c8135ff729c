import { Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { sortOf } from '@/components/ui/sort-header';
import { useTableState } from '@/lib/table-state';
import { usePageInRange } from '@/lib/use-page-in-range';
import { MemberSearch } from '@/features/admin/components/member-search';
import { ADMIN_PAYMENT_SORTS, useAdminPayments } from '@/features/admin/payments/api/get-admin-payments';
import { PaymentsListBody } from '@/features/admin/payments/components/payments-list-body';

/** Oldest first: bank transfers are confirmed in the order they were announced. */
const DEFAULT_SORT = { id: 'createdAt', direction: 'asc' } as const;

/** DESIGN.md section 7: bank transfers wait for an admin who finds the money (concept = username) and confirms it. */
export function IncomingBankTransfersPage() {
  const { t } = useTranslation();
  const [state, actions] = useTableState('incoming-bank-transfers');
  const sort = sortOf(state.sorting, ADMIN_PAYMENT_SORTS, DEFAULT_SORT);
  const list = useAdminPayments({
    page: state.page, itemsPerPage: state.size, sort, search: state.search, status: 'pending', paymentBy: 'TRANS_PAYMENT',
  });
  usePageInRange(state.page, state.size, list.data?.total, actions.setPage);

  return (
    <Stack gap="md">
      <PageHeader title={t('admin.incomingBankTransfers.title')} subtitle={t('admin.incomingBankTransfers.subtitle')} />
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <MemberSearch value={state.search} onChange={actions.setSearch} />
          <PaymentsListBody
            list={list} emptyText={state.search ? t('admin.noMatches') : t('admin.incomingBankTransfers.empty')} variant="incomingBankTransfers" sort={sort} onSort={actions.setSorting}
            page={state.page} size={state.size} onPage={actions.setPage} onSize={actions.setSize}
          />
        </Stack>
      </Card>
    </Stack>
  );
}

export { IncomingBankTransfersPage as Component };

import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sortOf } from '@/components/ui/sort-header';
import { useTableState } from '@/lib/table-state';
import { usePageInRange } from '@/lib/use-page-in-range';
import { MemberSearch } from '@/features/admin/components/member-search';
import { ADMIN_TRANSFER_SORTS, useAdminTransfers } from '@/features/admin/payouts/api/get-admin-transfers';
import { TransfersListBody } from './transfers-list-body';

/** Oldest first: requests are paid in the order they came. */
const DEFAULT_SORT = { id: 'createAt', direction: 'asc' } as const;

/** The payout requests waiting for an admin: accept (paid and invoiced) or cancel with a reason. */
export function PendingPayouts() {
  const { t } = useTranslation();
  const [state, actions] = useTableState('admin-payouts-pending');
  const sort = sortOf(state.sorting, ADMIN_TRANSFER_SORTS, DEFAULT_SORT);
  const list = useAdminTransfers({ status: 'pending', page: state.page, itemsPerPage: state.size, sort, search: state.search });
  usePageInRange(state.page, state.size, list.data?.total, actions.setPage);

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('admin.payouts.pending.title')}
        </Title>
        <MemberSearch value={state.search} onChange={actions.setSearch} />
        <TransfersListBody
          variant="pending" list={list} emptyText={state.search ? t('admin.payouts.pending.noMatches') : t('admin.payouts.pending.empty')} sort={sort} onSort={actions.setSorting}
          page={state.page} size={state.size} onPage={actions.setPage} onSize={actions.setSize}
        />
      </Stack>
    </Card>
  );
}

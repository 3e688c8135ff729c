import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { validRange } from '@/components/ui/date-range';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { useMemberColumn } from '@/components/members/member-column';
import { MemberFilter } from '@/components/members/member-filter';
import {
  ADMIN_WALLET_MOVEMENT_SORTS, adminWalletMovementsQueryOptions, type AdminWalletMovement, type AdminWalletMovementSort,
} from '@/api/admin-wallet-movements';
import { useMovementColumns } from '@/components/wallet/movement-columns';
import { MovementFilters, type MovementFilterValues } from '@/features/wallet/components/movement-filters';

type Filter = MovementFilterValues & { user?: string };

/** Issue 18 item 10: every member's wallet movements, with whose each is, filtered by member, type, account and days. */
export function AdminWalletMovementsPage() {
  const { t } = useTranslation();
  const columns = [useMemberColumn<AdminWalletMovement, AdminWalletMovementSort>('username', 'field'), ...useMovementColumns()];
  const list = usePagedList({
    id: 'admin-wallet-movements',
    sorts: ADMIN_WALLET_MOVEMENT_SORTS,
    defaultSort: { id: 'createAt', direction: 'desc' },
    // An impossible range is shown on its field and not sent.
    query: ({ page, itemsPerPage, sort, filter, search }: PagedParams<AdminWalletMovementSort, Filter>) =>
      adminWalletMovementsQueryOptions({ page, itemsPerPage, sort, type: filter.type, account: filter.account, user: filter.user, search, ...validRange(filter) }),
  });

  return (
    <Stack gap="md">
      <PageHeader title={t('admin.walletMovements.title')} subtitle={t('admin.walletMovements.subtitle')} />
      <SectionCard>
        <MemberFilter value={list.filter.user} onChange={(user) => list.setFilter({ ...list.filter, user })} />
        <MovementFilters filter={list.filter} search={list.search} onFilter={list.setFilter} onSearch={list.setSearch} onClear={list.reset} />
        <DataTable
          {...list.table}
          columns={columns}
          rowKey={(m) => m.id}
          minWidth={960}
          emptyText={list.filtered ? t('wallet.noMatches') : t('admin.walletMovements.empty')}
          emptyTestId="admin-wallet-movements-empty"
          testId="admin-wallet-movements-table"
          rowTestId="admin-wallet-movement-row"
          rowAttributes={(m) => ({ 'data-username': m.member.username, 'data-type': m.type })}
        />
      </SectionCard>
    </Stack>
  );
}

export { AdminWalletMovementsPage as Component };

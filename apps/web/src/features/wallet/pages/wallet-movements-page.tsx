import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnnualRenewalDueAlert } from '@/components/ui/annual-renewal-due-alert';
import { DataTable } from '@/components/ui/data-table';
import { validRange } from '@/components/ui/date-range';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { WALLET_MOVEMENT_SORTS, walletMovementsQueryOptions, type WalletMovementSort } from '@/api/wallet-movements';
import { ExportCsvButton } from '@/features/wallet/components/export-csv-button';
import { useMovementColumns } from '@/components/wallet/movement-columns';
import { MovementFilters, type MovementFilterValues } from '@/features/wallet/components/movement-filters';
import { WalletBalances } from '@/features/wallet/components/wallet-balances';

/** What the filters select; an impossible range is shown on its field and not sent. */
const selectionOf = (filter: MovementFilterValues, search: string) => ({ type: filter.type, account: filter.account, search, ...validRange(filter) });

/** Spec sections 1 and 3 "wallet movements": every entry on the member's accounts, filtered, sorted, paged, exported. */
export function WalletMovementsPage() {
  const { t } = useTranslation();
  const columns = useMovementColumns();
  const list = usePagedList({
    id: 'wallet-movements',
    sorts: WALLET_MOVEMENT_SORTS,
    defaultSort: { id: 'createAt', direction: 'desc' },
    query: ({ page, itemsPerPage, sort, filter, search }: PagedParams<WalletMovementSort, MovementFilterValues>) =>
      walletMovementsQueryOptions({ page, itemsPerPage, sort, ...selectionOf(filter, search) }),
  });

  return (
    <Stack gap="md">
      <PageHeader title={t('wallet.title')} subtitle={t('wallet.subtitle')} />
      <WalletBalances />
      <AnnualRenewalDueAlert />
      <SectionCard>
        <MovementFilters
          filter={list.filter}
          search={list.search}
          onFilter={list.setFilter}
          onSearch={list.setSearch}
          onClear={list.reset}
          actions={<ExportCsvButton filter={selectionOf(list.filter, list.search)} sort={list.sort} disabled={!list.total} />}
        />
        <DataTable
          {...list.table}
          columns={columns}
          rowKey={(m) => m.id}
          emptyText={list.filtered ? t('wallet.noMatches') : t('wallet.empty')}
          emptyTestId="wallet-movements-empty"
          testId="wallet-movements-table"
          cardsTestId="wallet-movements-cards"
          rowTestId="wallet-movement-row"
          rowAttributes={(m) => ({ 'data-type': m.type, 'data-account': m.account })}
        />
      </SectionCard>
    </Stack>
  );
}

export { WalletMovementsPage as Component };

import { Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { Pager } from '@/components/ui/pager';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { sortOf } from '@/components/ui/sort-header';
import { usePageInRange } from '@/lib/use-page-in-range';
import { useTableState } from '@/lib/table-state';
import { WALLET_MOVEMENT_SORTS, useWalletMovements } from '@/features/wallet/api/get-wallet-movements';
import { ExportCsvButton } from '@/features/wallet/components/export-csv-button';
import { MovementFilters, rangeIsValid, type MovementFilterValues } from '@/features/wallet/components/movement-filters';
import { MovementsView } from '@/features/wallet/components/movements-view';
import { WalletBalances } from '@/features/wallet/components/wallet-balances';

const DEFAULT_SORT = { id: 'createAt', direction: 'desc' } as const;

/** Spec sections 1 and 3 "wallet movements": every entry on the member's accounts, filtered, sorted, paged, exported. */
export function WalletMovementsPage() {
  const { t } = useTranslation();
  const [state, actions] = useTableState('wallet-movements');
  const filter = state.filter as MovementFilterValues;
  const sort = sortOf(state.sorting, WALLET_MOVEMENT_SORTS, DEFAULT_SORT);
  // An impossible range is shown on its field and not sent: the list keeps the last valid one.
  const selection = { type: filter.type, account: filter.account, search: state.search, ...(rangeIsValid(filter) ? { from: filter.from, to: filter.to } : {}) };
  const list = useWalletMovements({ page: state.page, itemsPerPage: state.size, sort, ...selection });
  usePageInRange(state.page, state.size, list.data?.total, actions.setPage);
  const rows = list.data?.movements ?? [];
  const filtered = Object.values(filter).some(Boolean) || Boolean(state.search);

  return (
    <Stack gap="md">
      <PageHeader title={t('wallet.title')} subtitle={t('wallet.subtitle')} />
      <WalletBalances />
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <MovementFilters
            filter={filter}
            search={state.search}
            onFilter={actions.setFilter}
            onSearch={actions.setSearch}
            onClear={actions.reset}
            actions={<ExportCsvButton filter={selection} sort={sort} disabled={!list.data?.total} />}
          />
          {list.isError ? (
            <ServerErrorAlert error={list.error} />
          ) : list.isPending ? (
            <PageLoader h={160} />
          ) : rows.length === 0 ? (
            <Text c="dimmed" py="md" data-testid="wallet-movements-empty">
              {filtered ? t('wallet.noMatches') : t('wallet.empty')}
            </Text>
          ) : (
            <MovementsView movements={rows} sort={sort} onSort={actions.setSorting} stale={list.isPlaceholderData} />
          )}
          <Pager page={state.page} size={state.size} total={list.data?.total ?? 0} onPage={actions.setPage} onSize={actions.setSize} />
        </Stack>
      </Card>
    </Stack>
  );
}

export { WalletMovementsPage as Component };

import { Card, em, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { Pager } from '@/components/ui/pager';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { sortOf } from '@/components/ui/sort-header';
import { usePageInRange } from '@/lib/use-page-in-range';
import { useTableState } from '@/lib/table-state';
import { TRANSFER_SORTS, useTransfers } from '@/features/payouts/api/get-transfers';
import { TransferCards } from './transfer-cards';
import { TransfersTable } from './transfers-table';

const DEFAULT_SORT = { id: 'createAt', direction: 'desc' } as const;

/** The member's payout requests with their statuses, a page at a time. */
export function TransferHistory() {
  const { t } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${em(767)})`);
  const [state, actions] = useTableState('transfers');
  const sort = sortOf(state.sorting, TRANSFER_SORTS, DEFAULT_SORT);
  const list = useTransfers({ page: state.page, itemsPerPage: state.size, sort });
  usePageInRange(state.page, state.size, list.data?.total, actions.setPage);
  const rows = list.data?.transfers ?? [];
  const props = { transfers: rows, sort, onSort: actions.setSorting, stale: list.isPlaceholderData };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('payouts.history.title')}
        </Title>
        {list.isError ? (
          <ServerErrorAlert error={list.error} />
        ) : list.isPending ? (
          <PageLoader h={120} />
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="transfers-empty">
            {t('payouts.history.empty')}
          </Text>
        ) : phone ? (
          <TransferCards {...props} />
        ) : (
          <TransfersTable {...props} />
        )}
        {rows.length > 0 && <Pager page={state.page} size={state.size} total={list.data?.total ?? 0} onPage={actions.setPage} onSize={actions.setSize} />}
      </Stack>
    </Card>
  );
}

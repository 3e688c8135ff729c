import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table-column';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { useFormat } from '@/lib/use-format';
import { TRANSFER_SORTS, transfersQueryOptions, type Transfer, type TransferSort } from '@/features/payouts/api/get-transfers';
import { CancelTransferButton } from './cancel-transfer-button';
import { TransferStatusBadge } from './transfer-status-badge';

/** When, how much, what reached the bank, state (and why it was cancelled), invoice; pending ones can be cancelled. */
function useTransferColumns(): Column<Transfer, TransferSort>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const reason = (transfer: Transfer, maw?: number) =>
    transfer.reason && (
      <Text component="div" size="xs" c="dimmed" fw={400} maw={maw} lineClamp={2} title={transfer.reason} style={{ whiteSpace: 'normal' }}>
        {transfer.reason}
      </Text>
    );
  return [
    { id: 'date', header: t('payouts.columns.date'), sort: 'createAt', cell: (tr) => format.dateTime(tr.createAt), card: 'subtitle' },
    { id: 'amount', header: t('payouts.columns.amount'), sort: 'requestAmount', cell: (tr) => format.euros(tr.requestAmount), align: 'right', card: 'title' },
    { id: 'received', header: t('payouts.columns.received'), sort: 'actualAmount', cell: (tr) => format.euros(tr.actualAmount), align: 'right', fw: 700 },
    {
      id: 'status',
      header: t('payouts.columns.status'),
      sort: 'status',
      cell: (tr) => (
        <>
          <TransferStatusBadge status={tr.status} />
          {reason(tr, 220)}
        </>
      ),
      cardCell: (tr) => <TransferStatusBadge status={tr.status} />,
      card: 'aside',
    },
    { id: 'invoiceNo', header: t('payouts.columns.invoiceNo'), cell: (tr) => tr.invoiceNo ?? '—', cardCell: (tr) => tr.invoiceNo },
    { id: 'reason', header: t('payouts.columns.status'), cell: (tr) => reason(tr), table: false, card: 'body' },
    { id: 'actions', header: t('payouts.columns.actions'), cell: (tr) => tr.status === 'pending' && <CancelTransferButton transfer={tr} />, card: 'actions' },
  ];
}

/** The member's payout requests with their statuses, a page at a time. */
export function TransferHistory() {
  const { t } = useTranslation();
  const columns = useTransferColumns();
  const list = usePagedList({
    id: 'transfers',
    sorts: TRANSFER_SORTS,
    defaultSort: { id: 'createAt', direction: 'desc' },
    query: ({ page, itemsPerPage, sort }: PagedParams<TransferSort, object>) => transfersQueryOptions({ page, itemsPerPage, sort }),
  });

  return (
    <SectionCard title={t('payouts.history.title')} padding="lg">
      <DataTable
        {...list.table}
        columns={columns}
        rowKey={(transfer) => transfer.id}
        minWidth={720}
        nowrap
        loaderHeight={120}
        emptyText={t('payouts.history.empty')}
        emptyTestId="transfers-empty"
        testId="transfers-table"
        rowTestId="transfer-row"
        rowAttributes={(transfer) => ({ 'data-status': transfer.status })}
      />
    </SectionCard>
  );
}

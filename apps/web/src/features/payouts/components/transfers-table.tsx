import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SortHeader, type Sort } from '@/components/ui/sort-header';
import { formatEuros, localeOf } from '@/lib/format';
import type { Transfer, TransferSort } from '@/features/payouts/api/get-transfers';
import { CancelTransferButton } from './cancel-transfer-button';
import { TransferStatusBadge } from './transfer-status-badge';

export interface TransfersListProps {
  transfers: Transfer[];
  sort: Sort<TransferSort>;
  onSort: (sort: Sort<TransferSort>) => void;
  stale?: boolean;
}

/** The member's payout requests: when, how much, what reached the bank, state, invoice; pending ones can be cancelled. */
export function TransfersTable({ transfers, sort, onSort, stale = false }: TransfersListProps) {
  const { t, i18n } = useTranslation();
  const euros = (value: number) => formatEuros(value, i18n.language);
  const when = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'short', timeStyle: 'short' });
  const header = { sort, onSort };
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" style={{ opacity: stale ? 0.6 : 1, whiteSpace: 'nowrap' }} data-testid="transfers-table">
        <Table.Thead>
          <Table.Tr>
            <SortHeader id="createAt" {...header}>
              {t('payouts.columns.date')}
            </SortHeader>
            <SortHeader id="requestAmount" align="right" {...header}>
              {t('payouts.columns.amount')}
            </SortHeader>
            <SortHeader id="actualAmount" align="right" {...header}>
              {t('payouts.columns.received')}
            </SortHeader>
            <SortHeader id="status" {...header}>
              {t('payouts.columns.status')}
            </SortHeader>
            <Table.Th>{t('payouts.columns.invoiceNo')}</Table.Th>
            <Table.Th>{t('payouts.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transfers.map((transfer) => (
            <Table.Tr key={transfer.id} data-testid="transfer-row" data-status={transfer.status}>
              <Table.Td>{when.format(new Date(transfer.createAt))}</Table.Td>
              <Table.Td ta="right">{euros(transfer.requestAmount)}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {euros(transfer.actualAmount)}
              </Table.Td>
              <Table.Td>
                <TransferStatusBadge status={transfer.status} />
                {transfer.reason && (
                  <Text size="xs" c="dimmed" maw={220} lineClamp={2} title={transfer.reason} style={{ whiteSpace: 'normal' }}>
                    {transfer.reason}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{transfer.invoiceNo ?? '—'}</Table.Td>
              <Table.Td>{transfer.status === 'pending' && <CancelTransferButton transfer={transfer} />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

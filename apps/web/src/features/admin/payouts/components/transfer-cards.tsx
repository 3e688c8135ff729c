import { Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminTransferSort } from '@/features/admin/payouts/api/get-admin-transfers';
import { useTransferFormat } from '@/features/admin/payouts/lib/use-transfer-format';
import { AcceptTransferButton } from './accept-transfer-button';
import { CancelTransferButton } from './cancel-transfer-button';
import { BankCell, type TransfersListProps } from './transfers-table';

const SORT_LABELS: Record<AdminTransferSort, string> = {
  createAt: 'admin.payouts.columns.requestedOn', confirmAt: 'admin.payouts.columns.acceptedOn', username: 'admin.columns.member',
  requestAmount: 'admin.payouts.columns.requested', actualAmount: 'admin.payouts.columns.toSend',
};

/** Phones: one card per transfer, the amount to send and the actions in reach, and the sort as a select. */
export function TransferCards({ variant, transfers, sort, onSort, stale = false }: TransfersListProps) {
  const { t } = useTranslation();
  const format = useTransferFormat();
  const pending = variant === 'pending';
  const sorts: AdminTransferSort[] = [pending ? 'createAt' : 'confirmAt', 'username', 'requestAmount', 'actualAmount'];
  const options = sorts.flatMap((id) =>
    (['asc', 'desc'] as const).map((direction) => ({ value: `${id}:${direction}`, label: t(`table.sort.${direction}`, { column: t(SORT_LABELS[id]) }) })),
  );
  return (
    <Stack gap="sm" style={{ opacity: stale ? 0.6 : 1 }}>
      <NativeSelect
        size="sm"
        label={t('table.sort.label')}
        value={`${sort.id}:${sort.direction}`}
        onChange={(e) => {
          const [id, direction] = e.currentTarget.value.split(':') as [AdminTransferSort, 'asc' | 'desc'];
          onSort({ id, direction });
        }}
        data={options}
      />
      {transfers.map((transfer) => (
        <Card key={transfer.id} withBorder radius="md" padding="sm" data-testid="admin-payout-row" data-username={transfer.username} data-transfer-id={transfer.id}>
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={700}>{transfer.username}</Text>
                <Text size="xs" c="dimmed">
                  {format.when(pending ? transfer.createAt : (transfer.confirmAt ?? transfer.createAt))}
                  {!pending && transfer.invoiceNo && ` · ${transfer.invoiceNo}`}
                </Text>
              </Stack>
              <Stack gap={0} align="flex-end">
                <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
                  {format.euros(transfer.actualAmount)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('admin.payouts.columns.toSend')}
                </Text>
              </Stack>
            </Group>
            <Text size="xs" c="dimmed">
              {t('admin.payouts.columns.requested')} {format.euros(transfer.requestAmount)}
              {pending &&
                ` · ${t('admin.payouts.columns.cost')} ${format.euros(transfer.transferCost)} · ${t('admin.payouts.columns.irpf')} ${format.euros(transfer.irpf)} · ${t('admin.payouts.columns.vat')} ${format.euros(transfer.iva)}`}
            </Text>
            <BankCell transfer={transfer} />
            {pending && (
              <Group gap={6}>
                <AcceptTransferButton transfer={transfer} />
                <CancelTransferButton transfer={transfer} />
              </Group>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

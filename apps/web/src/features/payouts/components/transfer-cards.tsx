import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEuros, localeOf } from '@/lib/format';
import { CancelTransferButton } from './cancel-transfer-button';
import { TransferStatusBadge } from './transfer-status-badge';
import type { TransfersListProps } from './transfers-table';

/** Phones: one card per request, newest first (the order select would crowd a short history). */
export function TransferCards({ transfers, stale = false }: TransfersListProps) {
  const { t, i18n } = useTranslation();
  const euros = (value: number) => formatEuros(value, i18n.language);
  const when = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Stack gap="sm" style={{ opacity: stale ? 0.6 : 1 }}>
      {transfers.map((transfer) => (
        <Card key={transfer.id} withBorder radius="md" padding="sm" data-testid="transfer-row" data-status={transfer.status}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text fw={700}>{euros(transfer.requestAmount)}</Text>
                <Text size="xs" c="dimmed">
                  {when.format(new Date(transfer.createAt))}
                </Text>
              </Stack>
              <TransferStatusBadge status={transfer.status} />
            </Group>
            <Text size="sm">
              {t('payouts.columns.received')}: <b>{euros(transfer.actualAmount)}</b>
              {transfer.invoiceNo && ` · ${t('payouts.columns.invoiceNo')} ${transfer.invoiceNo}`}
            </Text>
            {transfer.reason && (
              <Text size="xs" c="dimmed">
                {transfer.reason}
              </Text>
            )}
            {transfer.status === 'pending' && (
              <Group justify="flex-end">
                <CancelTransferButton transfer={transfer} />
              </Group>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

import { Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SortHeader, type Sort } from '@/components/ui/sort-header';
import type { AdminTransfer, AdminTransferSort } from '@/features/admin/payouts/api/get-admin-transfers';
import { useTransferFormat } from '@/features/admin/payouts/lib/use-transfer-format';
import { AcceptTransferButton } from './accept-transfer-button';
import { CancelTransferButton } from './cancel-transfer-button';

export interface TransfersListProps {
  /** `pending`: the breakdown and Accept / Cancel; `accepted`: when it was paid and its invoice. */
  variant: 'pending' | 'accepted';
  transfers: AdminTransfer[];
  sort: Sort<AdminTransferSort>;
  onSort: (sort: Sort<AdminTransferSort>) => void;
  stale?: boolean;
}

/** The IBAN as the bank prints it, the BIC under it. */
export function BankCell({ transfer }: { transfer: AdminTransfer }) {
  const format = useTransferFormat();
  return (
    <Stack gap={0}>
      <Text size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {format.iban(transfer.iban)}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace">
        {transfer.bic}
      </Text>
    </Stack>
  );
}

/** A tax amount with its rate under it (the rate is fixed on the transfer when requested). */
function AmountWithRate({ amount, rate }: { amount: number; rate: number }) {
  const format = useTransferFormat();
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {format.euros(amount)}
      </Text>
      {rate > 0 && (
        <Text size="xs" c="dimmed">
          {format.percent(rate)}
        </Text>
      )}
    </Stack>
  );
}

/** Every member's payout requests of one status, with what each costs and what the bank sends. */
export function TransfersTable({ variant, transfers, sort, onSort, stale = false }: TransfersListProps) {
  const { t } = useTranslation();
  const format = useTransferFormat();
  const header = { sort, onSort };
  const pending = variant === 'pending';
  return (
    <Table.ScrollContainer minWidth={pending ? 980 : 820}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" style={{ opacity: stale ? 0.6 : 1 }} data-testid={`admin-payouts-${variant}`}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader id={pending ? 'createAt' : 'confirmAt'} {...header}>
              {t(pending ? 'admin.payouts.columns.requestedOn' : 'admin.payouts.columns.acceptedOn')}
            </SortHeader>
            <SortHeader id="username" {...header}>
              {t('admin.columns.member')}
            </SortHeader>
            <SortHeader id="requestAmount" align="right" {...header}>
              {t('admin.payouts.columns.requested')}
            </SortHeader>
            {pending && (
              <>
                <Table.Th ta="right">{t('admin.payouts.columns.cost')}</Table.Th>
                <Table.Th ta="right">{t('admin.payouts.columns.irpf')}</Table.Th>
                <Table.Th ta="right">{t('admin.payouts.columns.vat')}</Table.Th>
              </>
            )}
            <SortHeader id="actualAmount" align="right" {...header}>
              {t('admin.payouts.columns.toSend')}
            </SortHeader>
            <Table.Th>{t('admin.payouts.columns.iban')}</Table.Th>
            <Table.Th>{t(pending ? 'admin.columns.actions' : 'admin.payouts.columns.invoice')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transfers.map((transfer) => (
            <Table.Tr key={transfer.id} data-testid="admin-payout-row" data-username={transfer.username} data-transfer-id={transfer.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.when(pending ? transfer.createAt : (transfer.confirmAt ?? transfer.createAt))}</Table.Td>
              <Table.Td fw={600}>{transfer.username}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {format.euros(transfer.requestAmount)}
              </Table.Td>
              {pending && (
                <>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {format.euros(transfer.transferCost)}
                  </Table.Td>
                  <Table.Td ta="right">
                    <AmountWithRate amount={transfer.irpf} rate={transfer.irpfRate} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <AmountWithRate amount={transfer.iva} rate={transfer.ivaRate} />
                  </Table.Td>
                </>
              )}
              <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {format.euros(transfer.actualAmount)}
              </Table.Td>
              <Table.Td>
                <BankCell transfer={transfer} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {pending ? (
                  <Group gap={6} wrap="nowrap">
                    <AcceptTransferButton transfer={transfer} />
                    <CancelTransferButton transfer={transfer} />
                  </Group>
                ) : (
                  transfer.invoiceNo
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

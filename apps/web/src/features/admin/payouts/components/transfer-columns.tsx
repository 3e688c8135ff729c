import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/ui/data-table-column';
import { useTransferTaxLabel } from '@/lib/settings';
import { useFormat } from '@/lib/use-format';
import type { Transfer } from '@vo/domain';
import type { AdminTransferSort } from '@/features/admin/payouts/api/get-admin-transfers';
import { AcceptTransferButton } from './accept-transfer-button';
import { CancelTransferButton } from './cancel-transfer-button';

/** `pending`: the breakdown and Accept / Cancel; `accepted`: when it was paid and its invoice. */
export type TransfersVariant = 'pending' | 'accepted';

type TransferColumn = Column<Transfer, AdminTransferSort>;

/** The IBAN as the bank prints it, the BIC under it. */
function BankCell({ transfer }: { transfer: Transfer }) {
  const format = useFormat();
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
  const format = useFormat();
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
export function useTransferColumns(variant: TransfersVariant): TransferColumn[] {
  const { t } = useTranslation();
  const transferTax = useTransferTaxLabel();
  const format = useFormat();
  const pending = variant === 'pending';
  const when = (tr: Transfer) => format.dateTime(pending ? tr.createAt : (tr.confirmAt ?? tr.createAt));
  const breakdown: TransferColumn[] = pending
    ? [
        { id: 'cost', header: t('admin.payouts.columns.cost'), cell: (tr) => format.euros(tr.transferCost), align: 'right', nowrap: true, card: 'meta' },
        { id: 'irpf', header: t('admin.payouts.columns.irpf'), cell: (tr) => <AmountWithRate amount={tr.irpf} rate={tr.irpfRate} />, cardCell: (tr) => format.euros(tr.irpf), align: 'right', card: 'meta' },
        { id: 'vat', header: transferTax, cell: (tr) => <AmountWithRate amount={tr.iva} rate={tr.ivaRate} />, cardCell: (tr) => format.euros(tr.iva), align: 'right', card: 'meta' },
      ]
    : [];
  return [
    {
      id: 'date',
      header: t(pending ? 'admin.payouts.columns.requestedOn' : 'admin.payouts.columns.acceptedOn'),
      sort: pending ? 'createAt' : 'confirmAt',
      cell: when,
      cardCell: (tr) => (!pending && tr.invoiceNo ? `${when(tr)} · ${tr.invoiceNo}` : when(tr)),
      nowrap: true,
      card: 'subtitle',
    },
    { id: 'member', header: t('admin.columns.member'), sort: 'username', cell: (tr) => tr.username, fw: 600, card: 'title' },
    { id: 'requested', header: t('admin.payouts.columns.requested'), sort: 'requestAmount', cell: (tr) => format.euros(tr.requestAmount), align: 'right', nowrap: true, card: 'meta' },
    ...breakdown,
    {
      id: 'toSend',
      header: t('admin.payouts.columns.toSend'),
      sort: 'actualAmount',
      cell: (tr) => format.euros(tr.actualAmount),
      cardCell: (tr) => (
        <>
          {format.euros(tr.actualAmount)}
          <Text component="div" size="xs" c="dimmed" fw={400} ta="right">
            {t('admin.payouts.columns.toSend')}
          </Text>
        </>
      ),
      align: 'right',
      nowrap: true,
      fw: 700,
      card: 'aside',
    },
    { id: 'iban', header: t('admin.payouts.columns.iban'), cell: (tr) => <BankCell transfer={tr} />, card: 'body' },
    pending
      ? {
          id: 'actions',
          header: t('admin.columns.actions'),
          cell: (tr) => (
            <Group gap={6} wrap="nowrap">
              <AcceptTransferButton transfer={tr} />
              <CancelTransferButton transfer={tr} />
            </Group>
          ),
          nowrap: true,
          card: 'actions',
        }
      : { id: 'invoice', header: t('admin.payouts.columns.invoice'), cell: (tr) => tr.invoiceNo, nowrap: true, card: false },
  ];
}

import { Code, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/ui/data-table-column';
import { PaymentStatusBadge } from '@/components/ui/payment-status-badge';
import { useTaxLabel } from '@/lib/settings';
import { useFormat } from '@/lib/use-format';
import type { AdminPayment, AdminPaymentSort } from '@/features/admin/payments/api/get-admin-payments';
import { useMemberColumn } from '@/components/members/member-column';
import { hasPaymentActions, PaymentActions } from './payment-actions';

/** `incomingBankTransfers`: the pending bank transfers with their concept; `all`: method and status instead. */
export type PaymentsVariant = 'incomingBankTransfers' | 'all';

type PaymentColumn = Column<AdminPayment, AdminPaymentSort>;

/** Payments with who paid and their amounts; pending bank transfers carry Confirm and Reject. */
export function usePaymentColumns(variant: PaymentsVariant): PaymentColumn[] {
  const { t } = useTranslation();
  const format = useFormat();
  const taxLabel = useTaxLabel();
  const member = useMemberColumn<AdminPayment, AdminPaymentSort>('username');
  const type = (p: AdminPayment) => t(`paymentTypes.${p.type}`);
  const method = (p: AdminPayment) => t(`paymentMethods.${p.paymentBy}`, { defaultValue: p.paymentBy });
  // The moment in the admin's own zone: it matters when matching a bank transfer.
  const when = (p: AdminPayment) => format.dateTime(p.createdAt);
  const amount = (id: 'net' | 'tax' | 'fee', header: string): PaymentColumn => ({
    id, header, cell: (p) => format.euros(p[id]), align: 'right', card: 'meta',
  });
  const byVariant: PaymentColumn[] =
    variant === 'incomingBankTransfers'
      ? [{ id: 'concept', header: t('admin.columns.concept'), cell: (p) => <Code>{p.member.username}</Code> }]
      : [
          { id: 'method', header: t('admin.columns.method'), cell: method, card: false },
          {
            id: 'status',
            header: t('admin.columns.status'),
            sort: 'status',
            cell: (p) => (
              <>
                <PaymentStatusBadge status={p.status} />
                {p.reason && (
                  <Text size="xs" c="dimmed" maw={220} lineClamp={2} title={p.reason} style={{ whiteSpace: 'normal' }}>
                    {p.reason}
                  </Text>
                )}
              </>
            ),
            card: 'body',
          },
        ];
  return [
    {
      id: 'date',
      header: t('admin.columns.date'),
      sort: 'createdAt',
      cell: when,
      cardCell: (p) => [when(p), type(p), ...(variant === 'all' ? [method(p)] : [])].join(' · '),
      card: 'subtitle',
    },
    member,
    { id: 'type', header: t('admin.columns.type'), cell: type, card: false },
    ...byVariant,
    amount('net', t('admin.columns.net')),
    amount('tax', taxLabel),
    amount('fee', t('admin.columns.fee')),
    { id: 'total', header: t('admin.columns.total'), sort: 'amount', cell: (p) => format.euros(p.amount), align: 'right', fw: 700, card: 'aside' },
    {
      id: 'actions',
      header: t('admin.columns.actions'),
      cell: (p) => <PaymentActions payment={p} />,
      cardCell: (p) => (hasPaymentActions(p) ? <PaymentActions payment={p} /> : null),
      card: 'actions',
    },
  ];
}

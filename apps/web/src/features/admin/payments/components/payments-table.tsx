import { Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PaymentStatusBadge } from '@/components/ui/payment-status-badge';
import { SortHeader, type Sort } from '@/components/ui/sort-header';
import { usePaymentFormat } from '@/features/admin/components/use-payment-format';
import type { AdminPayment, AdminPaymentSort } from '@/features/admin/payments/api/get-admin-payments';
import { MemberCell } from './member-cell';
import { PaymentActions } from './payment-actions';

export interface PaymentsListProps {
  payments: AdminPayment[];
  sort: Sort<AdminPaymentSort>;
  onSort: (sort: Sort<AdminPaymentSort>) => void;
  /** `incomingBankTransfers`: the pending bank transfers with their concept; `all`: method and status instead. */
  variant: 'incomingBankTransfers' | 'all';
  stale?: boolean;
}

/** Payments with who paid and their amounts; pending bank transfers carry Confirm and Reject. */
export function PaymentsTable({ payments, sort, onSort, variant, stale = false }: PaymentsListProps) {
  const { t } = useTranslation();
  const { euros, when, taxLabel } = usePaymentFormat();
  const header = { sort, onSort };
  return (
    <Table.ScrollContainer minWidth={variant === 'all' ? 1080 : 960}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" style={{ opacity: stale ? 0.6 : 1, whiteSpace: 'nowrap' }} data-testid="admin-payments-table">
        <Table.Thead>
          <Table.Tr>
            <SortHeader id="createdAt" {...header}>
              {t('admin.columns.date')}
            </SortHeader>
            <SortHeader id="username" {...header}>
              {t('admin.columns.member')}
            </SortHeader>
            <Table.Th>{t('admin.columns.type')}</Table.Th>
            {variant === 'incomingBankTransfers' ? (
              <Table.Th>{t('admin.columns.concept')}</Table.Th>
            ) : (
              <>
                <Table.Th>{t('admin.columns.method')}</Table.Th>
                <SortHeader id="status" {...header}>
                  {t('admin.columns.status')}
                </SortHeader>
              </>
            )}
            <Table.Th ta="right">{t('admin.columns.net')}</Table.Th>
            <Table.Th ta="right">{taxLabel}</Table.Th>
            <Table.Th ta="right">{t('admin.columns.fee')}</Table.Th>
            <SortHeader id="amount" align="right" {...header}>
              {t('admin.columns.total')}
            </SortHeader>
            <Table.Th>{t('admin.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id} data-testid="admin-payment-row" data-username={payment.member.username} data-payment-id={payment.id}>
              <Table.Td>{when(payment.createdAt)}</Table.Td>
              <Table.Td>
                <MemberCell member={payment.member} />
              </Table.Td>
              <Table.Td>{t(`paymentTypes.${payment.type}`)}</Table.Td>
              {variant === 'incomingBankTransfers' ? (
                <Table.Td>
                  <Code>{payment.member.username}</Code>
                </Table.Td>
              ) : (
                <>
                  <Table.Td>{t(`paymentMethods.${payment.paymentBy}`, { defaultValue: payment.paymentBy })}</Table.Td>
                  <Table.Td>
                    <PaymentStatusBadge status={payment.status} />
                    {payment.reason && (
                      <Text size="xs" c="dimmed" maw={220} lineClamp={2} title={payment.reason} style={{ whiteSpace: 'normal' }}>
                        {payment.reason}
                      </Text>
                    )}
                  </Table.Td>
                </>
              )}
              <Table.Td ta="right">{euros(payment.net)}</Table.Td>
              <Table.Td ta="right">{euros(payment.tax)}</Table.Td>
              <Table.Td ta="right">{euros(payment.fee)}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {euros(payment.amount)}
              </Table.Td>
              <Table.Td>
                <PaymentActions payment={payment} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

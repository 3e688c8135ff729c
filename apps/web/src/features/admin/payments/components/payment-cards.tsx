import { Card, Code, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PaymentStatusBadge } from '@/components/ui/payment-status-badge';
import { usePaymentFormat } from '@/features/admin/components/use-payment-format';
import { ADMIN_PAYMENT_SORTS, type AdminPaymentSort } from '@/features/admin/payments/api/get-admin-payments';
import { PaymentActions } from './payment-actions';
import type { PaymentsListProps } from './payments-table';

/** The column each sort is named after. */
const SORT_LABELS: Record<AdminPaymentSort, string> = { createdAt: 'admin.columns.date', username: 'admin.columns.member', status: 'admin.columns.status', amount: 'admin.columns.total' };

/** Phones: one card per payment, total and actions in reach, and the sort as a select. */
export function PaymentCards({ payments, sort, onSort, variant, stale = false }: PaymentsListProps) {
  const { t } = useTranslation();
  const { euros, when, taxLabel } = usePaymentFormat();
  const sorts = ADMIN_PAYMENT_SORTS.filter((id) => variant === 'all' || id !== 'status');
  const options = sorts.flatMap((id) => (['asc', 'desc'] as const).map((direction) => ({
    value: `${id}:${direction}`, label: t(`admin.sort.${direction}`, { column: t(SORT_LABELS[id]) }),
  })));

  return (
    <Stack gap="sm" style={{ opacity: stale ? 0.6 : 1 }}>
      <NativeSelect
        size="sm"
        label={t('admin.sort.label')}
        value={`${sort.id}:${sort.direction}`}
        onChange={(e) => {
          const [id, direction] = e.currentTarget.value.split(':') as [AdminPaymentSort, 'asc' | 'desc'];
          onSort({ id, direction });
        }}
        data={options}
      />
      {payments.map((payment) => (
        <Card key={payment.id} withBorder radius="md" padding="sm" data-testid="admin-payment-row" data-username={payment.member.username} data-payment-id={payment.id}>
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={700}>{payment.member.username}</Text>
                {payment.member.name && <Text size="sm">{payment.member.name}</Text>}
                <Text size="xs" c="dimmed" truncate>
                  {payment.member.email}
                </Text>
              </Stack>
              <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
                {euros(payment.amount)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {when(payment.createdAt)} · {t(`paymentTypes.${payment.type}`)}
              {variant === 'all' && ` · ${t(`paymentMethods.${payment.paymentBy}`, { defaultValue: payment.paymentBy })}`}
            </Text>
            {variant === 'incomingBankTransfers' ? (
              <Text size="sm">
                {t('admin.columns.concept')}: <Code>{payment.member.username}</Code>
              </Text>
            ) : (
              <Group gap="xs">
                <PaymentStatusBadge status={payment.status} />
                {payment.reason && (
                  <Text size="xs" c="dimmed">
                    {payment.reason}
                  </Text>
                )}
              </Group>
            )}
            <Text size="xs" c="dimmed">
              {t('admin.columns.net')} {euros(payment.net)} · {taxLabel} {euros(payment.tax)} · {t('admin.columns.fee')} {euros(payment.fee)}
            </Text>
            <PaymentActions payment={payment} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

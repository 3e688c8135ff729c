import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PaymentStatusBadge } from '@/components/ui/payment-status-badge';
import { formatEuros } from '@/lib/format';
import type { Payment } from '@/api/get-payment';

/** A payment's product, method, status and total as the server recorded them. */
export function PaymentFacts({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation();
  return (
    <Table withRowBorders={false} verticalSpacing={2} w="auto" data-testid="payment-facts">
      <Table.Tbody>
        <Table.Tr>
          <Table.Th pr="xl">{t('checkout.result.product')}</Table.Th>
          <Table.Td>{t(`checkout.paymentTypes.${payment.type}`, { defaultValue: payment.type })}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th pr="xl">{t('checkout.result.method')}</Table.Th>
          <Table.Td>{t(`paymentMethods.${payment.paymentBy}`, { defaultValue: payment.paymentBy })}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th pr="xl">{t('checkout.result.status')}</Table.Th>
          <Table.Td>
            <PaymentStatusBadge status={payment.status} size="sm" />
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th pr="xl">{t('checkout.total')}</Table.Th>
          <Table.Td>{formatEuros(payment.amount, i18n.language)}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

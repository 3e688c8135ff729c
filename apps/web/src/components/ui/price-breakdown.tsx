import { Table, Text } from '@mantine/core';
import { centsToEuros, type OrderPrice, type PaymentBy } from '@vo/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTaxLabel } from '@/lib/settings';
import { useFormat } from '@/lib/use-format';

interface Props {
  /** The order priced by `usePriceOrder` (lib/order-price.ts), the server's own pricing; null when it cannot be. */
  price: OrderPrice | null;
  /** The chosen method, which names the fee; null while none is chosen (the fee then depends on it). */
  method: PaymentBy | null;
  /** Prefix of the figures' test ids: `{testId}-amount`, `-tax`, `-fee`, `-total`. */
  testId?: string;
  /** Said instead of the figures when the order cannot be priced (below a minimum...). */
  problem?: ReactNode;
}

/**
 * What the member will pay, before committing: price, tax by name, the method's fee and the total, exactly as the
 * server charges it (issue 18, item 1). Every screen that sells something shows its price with this.
 */
export function PriceBreakdown({ price, method, testId = 'price', problem }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const taxLabel = useTaxLabel();
  if (!price) return <>{problem}</>;
  const amount = (cents: number) =>
    price.inPoints ? t('price.points', { points: format.points(centsToEuros(cents)) }) : format.euros(centsToEuros(cents));
  const feeKnown = method !== null;
  const rows: { label: string; value: string; id: string }[] = [
    { label: t('price.amount'), value: amount(price.base), id: 'amount' },
    {
      label: price.taxed ? t('price.tax', { label: taxLabel, rate: format.number(price.taxRatePercent) }) : t('price.noTax', { label: taxLabel }),
      value: amount(price.tax),
      id: 'tax',
    },
    {
      label: feeKnown ? t('price.fee', { method: t(`paymentMethods.${method}`) }) : t('price.feeByMethod'),
      value: feeKnown ? amount(price.fee) : t('price.feeLater'),
      id: 'fee',
    },
  ];
  return (
    // Kept narrow: in a wide card the figures stay next to their labels.
    <Table withRowBorders={false} verticalSpacing={4} layout="fixed" maw={480} data-testid={testId}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Th scope="row" fw={400}>
              {row.label}
            </Table.Th>
            <Table.Td ta="right" data-testid={`${testId}-${row.id}`}>
              {row.value}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Table.Th scope="row">{feeKnown ? t('price.total') : t('price.totalBeforeFee')}</Table.Th>
          <Table.Td ta="right">
            <Text span fw={700} size="lg" data-testid={`${testId}-total`}>
              {amount(price.total)}
            </Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

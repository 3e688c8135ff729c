import { Card, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { centsToEuros } from '@vo/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings, useTaxLabel } from '@/lib/settings';
import { useFormat } from '@/lib/use-format';
import type { OrderPrice } from '@/features/checkout/lib/checkout-order';

interface Props {
  price: OrderPrice | null;
  /** Shown instead of the figures when the order cannot be priced (e.g. below the Enjoy Points minimum). */
  problem?: ReactNode;
  children?: ReactNode;
}

/** The total broken into amount, VAT/IGIC and the chosen method's fee (spec section 9 "Amounts"). */
export function OrderSummary({ price, problem, children }: Props) {
  const { t } = useTranslation();
  const { taxRate } = useSettings();
  const format = useFormat();
  const euros = (cents: number) => format.euros(centsToEuros(cents));
  const label = useTaxLabel();

  return (
    <Card withBorder radius="md" padding="lg" data-testid="checkout-summary">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('checkout.summary')}
        </Title>
        {problem}
        {price && (
          <>
            <Table withRowBorders={false} verticalSpacing={4} layout="fixed">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>{t('checkout.lines.amount')}</Table.Td>
                  <Table.Td ta="right" data-testid="checkout-amount">{euros(price.base)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>{price.taxed ? t('checkout.tax', { label, rate: taxRate }) : t('checkout.lines.noTax', { label })}</Table.Td>
                  <Table.Td ta="right" data-testid="checkout-tax">{euros(price.tax)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>{t('checkout.lines.fee')}</Table.Td>
                  <Table.Td ta="right" data-testid="checkout-fee">{euros(price.fee)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>{t('checkout.total')}</Text>
              <Text fw={700} size="lg" data-testid="checkout-total">
                {euros(price.total)}
              </Text>
            </Group>
          </>
        )}
        {children}
      </Stack>
    </Card>
  );
}

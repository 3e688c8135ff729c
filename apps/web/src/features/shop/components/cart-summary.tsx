import { Alert, Card, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { centsToEuros, type Basket, type Product } from '@vo/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '@/lib/localized';
import { useTaxLabel } from '@/lib/settings';
import { useFormat } from '@/lib/use-format';

interface Props {
  basket: Basket;
  products: readonly Product[];
  minimumEuros: number;
  countryName: string;
  children?: ReactNode;
}

/** What the order will be: its lines, net, VAT by name and total; below the minimum, why the default order applies. */
export function CartSummary({ basket, products, minimumEuros, countryName, children }: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const taxLabel = useTaxLabel();
  const euros = (cents: number) => format.euros(centsToEuros(cents));
  const byId = new Map(products.map((p) => [p.id, p]));
  return (
    <Card withBorder radius="md" padding="lg" data-testid="shop-cart">
      <Stack gap="sm">
        <Title order={2} size="h4">{t('shop.cartTitle')}</Title>
        {basket.defaultApplied && (
          <Alert color="blue" variant="light" data-testid="shop-default-order">
            {basket.lines.length
              ? t('shop.belowMinimum', { minAmount: format.euros(minimumEuros), country: countryName })
              : t('shop.noDefaultOrder', { minAmount: format.euros(minimumEuros) })}
          </Alert>
        )}
        <Table withRowBorders={false} verticalSpacing={4} layout="fixed">
          <Table.Tbody>
            {basket.lines.map((line) => (
              <Table.Tr key={line.productId} data-testid="shop-cart-line">
                <Table.Td>{line.quantity} × {localized(byId.get(line.productId)!.name, i18n.language)}</Table.Td>
                <Table.Td ta="right" w={110}>{euros(line.net)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Divider />
        <Table withRowBorders={false} verticalSpacing={4} layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{t('shop.net')}</Table.Td>
              <Table.Td ta="right">{euros(basket.net)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{taxLabel}</Table.Td>
              <Table.Td ta="right" data-testid="shop-cart-vat">{euros(basket.tax)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('shop.pointsTotal')}</Table.Td>
              <Table.Td ta="right">{format.points(centsToEuros(basket.points))}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Text fw={700}>{t('shop.total')}</Text>
          <Text fw={700} size="lg" data-testid="shop-cart-total">{euros(basket.total)}</Text>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

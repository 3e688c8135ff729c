import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEuros, formatNumber } from '@/lib/format';
import type { CheckoutOrder } from '@/features/checkout/lib/checkout-order';

/** What is being bought, in the member's words: the product and what it changes. */
export function ProductCard({ order }: { order: CheckoutOrder }) {
  const { t, i18n } = useTranslation();
  const { product, current, target, points } = order;
  const values = {
    name: target.name,
    current: current.name,
    points: formatNumber(points, i18n.language),
    amount: formatEuros(target.annualAmount, i18n.language),
  };
  return (
    <Card withBorder radius="md" padding="lg" data-testid="checkout-product">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('checkout.order')}
        </Text>
        <Group gap="xs">
          <Title order={2} size="h3" data-testid="checkout-product-name">
            {t(`checkout.products.${product}.title`, values)}
          </Title>
          {product !== 'enjoy_points' && <Badge variant="light">{t(`membershipTypes.${target.type}`)}</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {t(`checkout.products.${product}.detail`, values)}
        </Text>
      </Stack>
    </Card>
  );
}

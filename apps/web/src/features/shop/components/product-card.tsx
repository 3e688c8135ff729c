import { Badge, Card, NumberInput, Stack, Text, Title } from '@mantine/core';
import { SHOP_MAX_QUANTITY, type Product } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { Facts } from '@/components/ui/facts';
import { CataloguePhoto } from '@/components/bookings/catalogue-photo';
import { localized } from '@/lib/localized';
import { useTaxLabel } from '@/lib/settings';
import { useFormat } from '@/lib/use-format';

interface Props {
  product: Product;
  quantity: number;
  onQuantity: (quantity: number) => void;
}

/** A product of the store: photo, texts, price before VAT and its VAT by name, points, stock, and how many to order. */
export function ProductCard({ product, quantity, onQuantity }: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const taxLabel = useTaxLabel();
  const name = localized(product.name, i18n.language);
  const soldOut = product.stock === 0;
  return (
    <Card withBorder radius="md" padding="md" data-testid="shop-product" data-product-id={product.id}>
      <Card.Section>
        <CataloguePhoto path={product.photo} alt={name} height={120} />
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Title order={3} size="h5">{name}</Title>
        {product.defaultQuantity > 0 && (
          <Badge variant="light" color="blue" tt="none" style={{ alignSelf: 'start' }}>{t('shop.inDefaultOrder', { count: product.defaultQuantity })}</Badge>
        )}
        <Text size="sm" c="dimmed" lineClamp={2}>{localized(product.description, i18n.language)}</Text>
        <Facts
          facts={[
            { label: t('shop.price'), value: format.euros(product.price) },
            { label: t('shop.vat', { label: taxLabel, rate: format.number(product.vatRate) }), value: format.euros(product.vat) },
            { label: t('shop.points'), value: format.points(product.points) },
            { label: t('shop.stock'), value: soldOut ? t('shop.soldOut') : format.number(product.stock) },
          ]}
        />
        <NumberInput
          label={t('shop.quantity')}
          aria-label={t('shop.quantityOf', { name })}
          min={0}
          max={Math.min(product.stock, SHOP_MAX_QUANTITY)}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          disabled={soldOut}
          value={quantity}
          onChange={(value) => onQuantity(typeof value === 'number' ? value : 0)}
          data-testid="shop-quantity"
        />
      </Stack>
    </Card>
  );
}

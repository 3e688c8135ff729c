import { Card, Stack, Title } from '@mantine/core';
import type { OrderPrice, PaymentBy } from '@vo/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceBreakdown } from '@/components/ui/price-breakdown';

interface Props {
  price: OrderPrice | null;
  method: PaymentBy | null;
  /** Shown instead of the figures when the order cannot be priced (e.g. below the Enjoy Points minimum). */
  problem?: ReactNode;
  children?: ReactNode;
}

/** The total broken into amount, tax and the chosen method's fee (spec section 9 "Amounts"), then the way to pay. */
export function OrderSummary({ price, method, problem, children }: Props) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="checkout-summary">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('checkout.summary')}
        </Title>
        <PriceBreakdown price={price} method={method} problem={problem} testId="checkout" />
        {children}
      </Stack>
    </Card>
  );
}

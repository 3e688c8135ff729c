import { Button, Card, Group, NumberInput, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { enjoyPointsPurchaseSchemaFor, WALLET_PAYMENT, type EnjoyPointsPurchase } from '@vo/domain';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PriceBreakdown } from '@/components/ui/price-breakdown';
import { checkoutLink } from '@/lib/checkout-link';
import { domainResolver, useErrorText } from '@/lib/forms';
import { usePriceOrder } from '@/lib/order-price';
import { usePaymentProviders } from '@/lib/payment-providers';
import { useSettings } from '@/lib/settings';

/**
 * Buying Enjoy Points (spec sections 5 and 9): whole points, at least `enjoyPointsMinimum`; the total for the
 * chosen method is worked out while typing with the same maths the server prices with. Paying is the checkout's.
 */
export function BuyPointsForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { enjoyPointsMinimum } = useSettings();
  const priceOrder = usePriceOrder();
  const providers = usePaymentProviders().filter((p) => p.active);
  const methods = [WALLET_PAYMENT, ...providers.map((p) => p.method)] as const;
  const resolver = useMemo(() => domainResolver(enjoyPointsPurchaseSchemaFor(enjoyPointsMinimum)), [enjoyPointsMinimum]);
  const { control, handleSubmit, formState } = useForm<EnjoyPointsPurchase>({
    resolver,
    mode: 'onChange',
    defaultValues: { points: enjoyPointsMinimum, paymentBy: WALLET_PAYMENT },
  });
  const [points, paymentBy] = useWatch({ control, name: ['points', 'paymentBy'] });

  // The checkout charges exactly this; below the minimum the field's own message says why there is no total.
  const price = typeof points === 'number' && Number.isInteger(points) ? priceOrder({ type: 'enjoy_points', enjoyPoints: points }, paymentBy).price : null;

  return (
    <Card withBorder radius="md" padding="lg" component="form" noValidate onSubmit={handleSubmit((v) => navigate(checkoutLink({ product: 'enjoy_points', points: v.points, method: v.paymentBy })))}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('enjoy.buy.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="md">
            <Controller
              control={control}
              name="points"
              render={({ field, fieldState }) => (
                <NumberInput
                  label={t('enjoy.buy.points')}
                  description={t('enjoy.buy.minimum', { value: enjoyPointsMinimum })}
                  value={field.value}
                  // An emptied field is a missing value ("required"), not a wrong one.
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  min={1}
                  step={5}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator={i18n.language === 'en' ? ',' : '.'}
                  decimalSeparator={i18n.language === 'en' ? '.' : ','}
                  error={errorText(fieldState.error)}
                  data-testid="buy-points-input"
                />
              )}
            />
            <Controller
              control={control}
              name="paymentBy"
              render={({ field }) => (
                <Radio.Group label={t('enjoy.buy.method')} value={field.value} onChange={(v) => field.onChange(v)}>
                  <Stack gap={6} mt={6}>
                    {methods.map((method) => (
                      <Radio key={method} value={method} label={t(`paymentMethods.${method}`)} />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            />
          </Stack>
          <Stack gap={6} p="md" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="buy-points-summary">
            <PriceBreakdown price={price} method={paymentBy} testId="buy-points" />
            <Text size="xs" c="dimmed">
              {t('enjoy.buy.noTax')}
            </Text>
          </Stack>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" disabled={!formState.isValid} data-testid="buy-points-submit">
            {t('enjoy.buy.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

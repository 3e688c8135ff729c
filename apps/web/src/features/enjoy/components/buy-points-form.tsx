import { Button, Card, Divider, Group, NumberInput, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { centsToEuros, enjoyPointsPurchaseSchemaFor, enjoyPointsTotal, WALLET_PAYMENT, type EnjoyPointsPurchase, type EnjoyPointsTotal } from '@vo/domain';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkoutLink } from '@/lib/checkout-link';
import { formatEuros } from '@/lib/format';
import { domainResolver, useErrorText } from '@/lib/forms';
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
  const euroPerPoint = useSettings().enjoyPointEuroValue;
  const providers = usePaymentProviders().filter((p) => p.active);
  const methods = [WALLET_PAYMENT, ...providers.map((p) => p.method)] as const;
  const resolver = useMemo(() => domainResolver(enjoyPointsPurchaseSchemaFor(enjoyPointsMinimum)), [enjoyPointsMinimum]);
  const { control, handleSubmit, formState } = useForm<EnjoyPointsPurchase>({
    resolver,
    mode: 'onChange',
    defaultValues: { points: enjoyPointsMinimum, paymentBy: WALLET_PAYMENT },
  });
  const [points, paymentBy] = useWatch({ control, name: ['points', 'paymentBy'] });

  const total: EnjoyPointsTotal | null = (() => {
    if (typeof points !== 'number' || !Number.isInteger(points) || points < enjoyPointsMinimum) return null;
    try {
      return enjoyPointsTotal({ points, euroPerPoint, provider: providers.find((p) => p.method === paymentBy), minimumPoints: enjoyPointsMinimum });
    } catch {
      return null;
    }
  })();
  const euros = (cents: number) => formatEuros(centsToEuros(cents), i18n.language);

  return (
    <Card withBorder radius="md" padding="lg" component="form" noValidate onSubmit={handleSubmit((v) => navigate(checkoutLink({ product: 'enjoy_points', points: v.points })))}>
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
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">{t('enjoy.buy.price', { points: total?.points ?? 0 })}</Text>
              <Text size="sm">{total ? euros(total.amount) : '—'}</Text>
            </Group>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">{t('enjoy.buy.fee')}</Text>
              <Text size="sm">{total ? euros(total.fee) : '—'}</Text>
            </Group>
            <Divider my={4} />
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>{t('enjoy.buy.total')}</Text>
              <Text fw={700} fz="lg" data-testid="buy-points-total">
                {total ? euros(total.total) : '—'}
              </Text>
            </Group>
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

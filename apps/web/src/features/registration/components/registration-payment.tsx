import { Radio, Stack } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCardCredentials } from '@/api/card-credentials';
import type { MemberShip } from '@/api/memberships';
import { PriceBreakdown } from '@/components/ui/price-breakdown';
import { useErrorText } from '@/lib/forms';
import { usePriceOrder } from '@/lib/order-price';
import { usePaymentProviders } from '@/lib/payment-providers';
import type { RegistrationValues } from '@/features/registration/lib/registration-form';

/**
 * How a paid level is paid, then the total with its parts exactly as the registration's payment will be charged
 * (issue 18, item 1).
 */
export function RegistrationPayment({ membership }: { membership: MemberShip }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const priceOrder = usePriceOrder();
  const { control, formState } = useFormContext<RegistrationValues>();
  const providers = usePaymentProviders();
  // Without Stripe keys the card cannot be paid: offered, but disabled with the reason.
  const cardReady = Boolean(useCardCredentials().data?.publishableKey);
  const chosen = useWatch({ control, name: 'paymentMethod' });
  const method = providers.find((p) => p.method === chosen)?.method ?? null;

  return (
    <>
      <Controller
        control={control}
        name="paymentMethod"
        render={({ field }) => (
          <Radio.Group
            label={t('fields.paymentMethod')}
            description={t('registration.paymentHint')}
            required
            value={field.value ?? null}
            onChange={field.onChange}
            error={errorText(formState.errors.paymentMethod)}
          >
            <Stack gap={8} mt={8}>
              {providers.map((p) => {
                const cardMissing = p.method === 'STRIPE_PAYMENT' && !cardReady;
                return (
                  <Radio
                    key={p.method}
                    value={p.method}
                    disabled={!p.active || cardMissing}
                    label={t(`paymentMethods.${p.method}`)}
                    description={!p.active ? t('registration.paymentInactive') : cardMissing ? t('checkout.methods.cardNotConfigured') : undefined}
                  />
                );
              })}
            </Stack>
          </Radio.Group>
        )}
      />
      <PriceBreakdown price={priceOrder({ type: 'register', target: membership }, method).price} method={method} testId="registration-price" />
    </>
  );
}

import { Alert, Radio, Stack } from '@mantine/core';
import type { PaymentMethod } from '@vo/domain';
import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCardCredentials } from '@/api/card-credentials';
import type { MemberShip } from '@/api/memberships';
import { PriceBreakdown } from '@/components/ui/price-breakdown';
import { useErrorText } from '@/lib/forms';
import { usePriceOrder } from '@/lib/order-price';
import { usePaymentProviders } from '@/lib/payment-providers';
import type { RegistrationValues } from '@/features/registration/lib/registration-form';

/** The methods a newcomer can pay with now: the active providers, and the card only with Stripe keys. */
function useUsableMethods(): PaymentMethod[] {
  const cardReady = Boolean(useCardCredentials().data?.publishableKey);
  return usePaymentProviders()
    .filter((p) => p.active && (p.method !== 'STRIPE_PAYMENT' || cardReady))
    .map((p) => p.method);
}

/**
 * How a paid level is paid (issue 18, items 1 and 3): only the methods that can be used (the one there is, chosen
 * for the newcomer), then the total with its parts exactly as the registration's payment will be charged.
 */
export function RegistrationPayment({ membership }: { membership: MemberShip }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const priceOrder = usePriceOrder();
  const { control, formState, setValue, getValues } = useFormContext<RegistrationValues>();
  const methods = useUsableMethods();
  const chosen = useWatch({ control, name: 'paymentMethod' });
  const method = methods.find((m) => m === chosen) ?? null;
  const only = methods.length === 1 ? methods[0] : undefined;
  useEffect(() => {
    if (only && !getValues('paymentMethod')) setValue('paymentMethod', only);
  }, [only, getValues, setValue]);

  if (methods.length === 0) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {t('registration.noPaymentMethod')}
      </Alert>
    );
  }
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
              {methods.map((m) => (
                <Radio key={m} value={m} label={t(`paymentMethods.${m}`)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      <PriceBreakdown price={priceOrder({ type: 'register', target: membership }, method).price} method={method} testId="registration-price" />
    </>
  );
}

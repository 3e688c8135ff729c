import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ResultFrame } from '@/features/checkout/components/result-frame';
import type { FailureState } from '@/lib/use-checkout-payment';

/** Spec section 8 "Payment failure": the payment did not go through; the member may try again. */
export function CheckoutFailurePage() {
  const { t } = useTranslation();
  const state = (useLocation().state ?? null) as FailureState | null;
  return (
    <ResultFrame
      tone="failure"
      title={t('checkout.result.failureTitle')}
      actions={<Button component={Link} to={state?.retry ?? '/membership'}>{t('checkout.result.tryAgain')}</Button>}
    >
      <Text>{t('checkout.result.failureText')}</Text>
      {state?.detail && (
        <Text size="sm" c="dimmed" data-testid="failure-detail">
          {state.detail}
        </Text>
      )}
    </ResultFrame>
  );
}

export { CheckoutFailurePage as Component };

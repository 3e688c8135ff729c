import { Alert, Text } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import type { PaymentInstructions } from '@/features/registration/api/register';

const CardPaymentForm = lazy(() => import('@/components/payments/card-payment-form'));

// The new member has no session yet: Stripe's signed webhook confirms the payment on the server.
const confirmedByWebhook = async () => ({ status: 'pending' });

/** A card sign-up: Stripe Elements for the registration's PaymentIntent, then "activation follows". */
export function RegistrationCardPayment({ payment }: { payment: Extract<PaymentInstructions, { method: 'STRIPE_PAYMENT' }> }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<{ sent: true } | { failed: string } | null>(null);
  if (outcome && 'sent' in outcome) {
    return (
      <Alert color="teal" variant="light" role="status" data-testid="card-received">
        {t('registration.success.cardReceived')}
      </Alert>
    );
  }
  return (
    <>
      <Text>{t('registration.success.payByCard')}</Text>
      {outcome && (
        <Alert color="red" variant="light" role="alert">
          {t('registration.success.cardFailed', { detail: outcome.failed })}
        </Alert>
      )}
      <Suspense fallback={<PageLoader h={120} />}>
        <CardPaymentForm
          session={{ paymentId: payment.paymentId, clientSecret: payment.clientSecret, publishableKey: payment.publishableKey }}
          payLabel={t('checkout.pay')}
          returnUrl="/auth/login"
          confirm={confirmedByWebhook}
          onPaid={() => setOutcome({ sent: true })}
          onProcessing={() => setOutcome({ sent: true })}
          onFailed={(detail) => setOutcome({ failed: detail ?? t('toast.error.general') })}
        />
      </Suspense>
    </>
  );
}

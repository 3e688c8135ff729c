import { Alert, Text } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import type { PaymentInstructions } from '@/features/registration/api/register';

const CardPaymentForm = lazy(() => import('@/components/payments/card-payment-form'));

// The payment is the new member's, who has no session yet: Stripe's signed webhook confirms it on the server.
const confirmedByWebhook = async () => ({ status: 'pending' });

interface Props {
  payment: Extract<PaymentInstructions, { method: 'STRIPE_PAYMENT' }>;
  /** Where the texts are (RegistrationSuccess's `texts`). */
  texts: string;
  returnUrl: string;
  username: string;
}

/** A card sign-up: Stripe Elements for the registration's PaymentIntent, then "activation follows". */
export function RegistrationCardPayment({ payment, texts, returnUrl, username }: Props) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<{ sent: true } | { failed: string } | null>(null);
  if (outcome && 'sent' in outcome) {
    return (
      <Alert color="teal" variant="light" role="status" data-testid="card-received">
        {t(`${texts}.cardReceived`, { username })}
      </Alert>
    );
  }
  return (
    <>
      <Text>{t(`${texts}.payByCard`, { username })}</Text>
      {outcome && (
        <Alert color="red" variant="light" role="alert">
          {t(`${texts}.cardFailed`, { detail: outcome.failed })}
        </Alert>
      )}
      <Suspense fallback={<PageLoader h={120} />}>
        <CardPaymentForm
          session={{ paymentId: payment.paymentId, clientSecret: payment.clientSecret, publishableKey: payment.publishableKey }}
          payLabel={t('checkout.pay')}
          returnUrl={returnUrl}
          confirm={confirmedByWebhook}
          onPaid={() => setOutcome({ sent: true })}
          onProcessing={() => setOutcome({ sent: true })}
          onFailed={(detail) => setOutcome({ failed: detail ?? t('toast.error.general') })}
        />
      </Suspense>
    </>
  );
}

import { Button, Stack, Text } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementLocale } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardKeyMissingError } from './card-key-error';

export interface CardSession {
  paymentId: number;
  clientSecret: string;
  publishableKey: string;
}

/** What the server says after the card step: paid, or still processing. */
export interface CardOutcome {
  status: string;
}

interface Props<P extends CardOutcome> {
  session: CardSession;
  payLabel: string;
  /** Where a card that needs the bank's own page comes back to. */
  returnUrl: string;
  /** Asks the server how the payment stands once Stripe accepted the card. */
  confirm: (paymentId: number) => Promise<P>;
  onPaid: (payment: P) => void;
  onProcessing: (payment: P) => void;
  /** The card was refused or the confirmation failed: Stripe's own words, or the server's error. */
  onFailed: (detail: string | undefined, error?: unknown) => void;
}

// Stripe.js is loaded once per key (loadStripe adds Stripe's script to the page).
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  if (!publishableKey) throw new CardKeyMissingError();
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

function CardFields<P extends CardOutcome>({ session, payLabel, returnUrl, confirm, onPaid, onProcessing, onFailed }: Props<P>) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${returnUrl}` },
        redirect: 'if_required',
      });
      if (error) {
        onFailed(error.message);
        return;
      }
      const payment = await confirm(session.paymentId);
      if (payment.status === 'paid') onPaid(payment);
      else onProcessing(payment);
    } catch (error) {
      onFailed(undefined, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} data-testid="card-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('checkout.card.hint')}
        </Text>
        <PaymentElement />
        <Button type="submit" loading={busy} disabled={!stripe || !elements} fullWidth>
          {payLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** Stripe Elements for a prepared card payment (its own chunk: only a card payment downloads Stripe's code). */
export default function CardPaymentForm<P extends CardOutcome>(props: Props<P>) {
  const { i18n } = useTranslation();
  return (
    <Elements stripe={stripeFor(props.session.publishableKey)} options={{ clientSecret: props.session.clientSecret, locale: i18n.language as StripeElementLocale }}>
      <CardFields {...props} />
    </Elements>
  );
}

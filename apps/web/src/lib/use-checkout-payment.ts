import { useQueryClient } from '@tanstack/react-query';
import { WALLET_PAYMENT, type PaymentBy } from '@vo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ME_QUERY_KEY } from '@/api/me-query';
import { useApiErrorMessage } from '@/components/ui/error-alert';
import { usePaymentToasts } from '@/lib/payment-toasts';
import { toastError, toastSuccess } from '@/lib/toast';
import { confirmPayment } from '@/api/confirm-payment';
import type { Payment } from '@/api/get-payment';
import { getPaymentInstructions } from '@/api/get-payment-instructions';
import { WALLET_QUERY_KEY } from '@/api/wallet';
import { CardKeyMissingError } from '@/components/payments/card-key-error';
import type { CardSession } from '@/components/payments/card-payment-form';

/** Where the failure page's "try again" leads, and the words of the provider if it gave any. */
export interface FailureState {
  retry: string;
  detail?: string;
}

/**
 * Pay runs `prepare` (a membership order: spec section 4's two steps; a shop order: its own), then the method's own: a bank transfer shows its instructions (pending
 * until an admin confirms it), the wallet is debited and confirmed at once, a card opens Stripe Elements.
 */
export function useCheckoutPayment(prepare: ((method: PaymentBy) => Promise<Payment>) | null, retry: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toasts = usePaymentToasts();
  const apiMessage = useApiErrorMessage();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [card, setCard] = useState<CardSession | null>(null);

  function showError(e: unknown) {
    setError(e);
    if (e instanceof CardKeyMissingError) toastError(t('checkout.card.keyNotSet'));
    else toasts.error(e);
  }

  async function paid(payment: Payment) {
    // Membership, paid-until days and balances have changed.
    await Promise.all([queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY })]);
    toasts.success();
    navigate(`/checkout/success?payment=${payment.id}`);
  }

  function processing(payment: Payment) {
    navigate(`/checkout/pending?payment=${payment.id}`);
  }

  function failed(detail: string | undefined, e?: unknown) {
    if (e) toasts.error(e);
    const state: FailureState = { retry, detail: detail ?? (e ? apiMessage(e) : undefined) };
    navigate('/checkout/failure', { state });
  }

  async function pay(method: PaymentBy) {
    if (!prepare) return;
    setPending(true);
    setError(null);
    try {
      const payment = await prepare(method);
      if (method === WALLET_PAYMENT) {
        try {
          await paid(await confirmPayment(payment.id));
        } catch (e) {
          // Prepared but not paid: the balance changed meanwhile, or the server refused.
          failed(undefined, e);
        }
        return;
      }
      if (method === 'STRIPE_PAYMENT') {
        const instructions = await getPaymentInstructions(payment.id);
        if (instructions.method !== 'STRIPE_PAYMENT' || !instructions.clientSecret || !instructions.publishableKey) throw new CardKeyMissingError();
        toastSuccess(t('toast.success.preparingGateway'));
        setCard({ paymentId: payment.id, clientSecret: instructions.clientSecret, publishableKey: instructions.publishableKey });
        return;
      }
      navigate(`/checkout/pending?payment=${payment.id}`);
    } catch (e) {
      showError(e);
    } finally {
      setPending(false);
    }
  }

  function reset() {
    setCard(null);
    setError(null);
  }

  return { pay, pending, error, card, reset, paid, processing, failed };
}

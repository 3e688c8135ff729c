import { Alert, Anchor, Button, Grid, Group, Stack, Title } from '@mantine/core';
import { WALLET_PAYMENT, centsToEuros, eurosToCents, type PaymentBy } from '@vo/domain';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useMe } from '@/api/me-query';
import { useMemberships } from '@/api/memberships';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { formatEuros } from '@/lib/format';
import { usePriceOrder } from '@/lib/order-price';
import { usePaymentProviders } from '@/lib/payment-providers';
import { useCardCredentials } from '@/api/card-credentials';
import { useWallet } from '@/api/wallet';
import { useNextMonthlyPayment } from '@/api/next-monthly-payment';
import { isRefusal, parseCheckoutRequest, priceRequest, resolveOrder, type CheckoutOrder } from '@/features/checkout/lib/checkout-order';
import { confirmPayment } from '@/api/confirm-payment';
import { preparePayment } from '@/features/checkout/api/prepare-payment';
import type { Payment } from '@/api/get-payment';
import { CheckoutError } from '@/components/payments/checkout-error';
import { OrderSummary } from '@/features/checkout/components/order-summary';
import { PaymentMethodPicker } from '@/components/payments/payment-method-picker';
import { ProductCard } from '@/features/checkout/components/product-card';
import { paymentOptions } from '@/lib/payment-options';
import { useCheckoutPayment } from '@/lib/use-checkout-payment';

// Stripe's code comes only with a card payment.
// Stripe's code comes with this chunk only, typed for the checkout's Payment.
const CardPaymentForm = lazy(() => import('@/components/payments/card-payment-form').then((m) => ({ default: m.default<Payment> })));

function CheckoutForm({ order, preselected, paidMonthlyPayments }: { order: CheckoutOrder; preselected: string | null; paidMonthlyPayments?: number }) {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const priceOrder = usePriceOrder();
  const providers = usePaymentProviders();
  const credentials = useCardCredentials();
  const wallet = useWallet();
  const [chosen, setChosen] = useState<string | null>(preselected);
  const payment = useCheckoutPayment(
    (paymentBy) => preparePayment({ paymentBy, type: order.paymentType, action: order.product, membership: order.target.id, extra: order.extra }),
    `${pathname}${search}`,
  );

  const priced = (method: PaymentBy) => priceOrder(priceRequest(order, paidMonthlyPayments), method);
  const options = paymentOptions({
    providers,
    // A server without card settings answers an error: the card is then not configured either.
    cardKey: credentials.isError ? null : credentials.data?.publishableKey,
    walletCents: wallet.data ? eurosToCents(wallet.data.available) : wallet.isError ? 0 : undefined,
    walletTotalCents: priced(WALLET_PAYMENT).price?.total,
  });
  const method = options.find((o) => o.method === chosen && o.available) ?? options.find((o) => o.available) ?? null;
  const { price, problem } = priced(method?.method ?? WALLET_PAYMENT);
  const payLabel = price ? t('checkout.payAmount', { amount: formatEuros(centsToEuros(price.total), i18n.language) }) : t('checkout.pay');

  function choose(next: PaymentBy) {
    setChosen(next);
    payment.reset();
  }

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <ProductCard order={order} />
          <PaymentMethodPicker
            options={options}
            value={method?.method ?? null}
            onChange={choose}
            disabled={payment.pending}
            walletCents={wallet.data ? eurosToCents(wallet.data.available) : undefined}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <OrderSummary
          price={price}
          method={method?.method ?? null}
          problem={problem && (
            <Alert color="yellow" variant="light" role="alert">
              {t(problem.violation.code, problem.violation.params)}
            </Alert>
          )}
        >
          <CheckoutError error={payment.error} />
          {payment.card ? (
            <Suspense fallback={<PageLoader h={120} />}>
              <CardPaymentForm
                session={payment.card}
                payLabel={payLabel}
                // Cards that need a bank page come back to the pending screen, which asks the server again.
                returnUrl={`/checkout/pending?payment=${payment.card.paymentId}`}
                confirm={confirmPayment}
                onPaid={(p) => void payment.paid(p)}
                onProcessing={payment.processing}
                onFailed={payment.failed}
              />
            </Suspense>
          ) : (
            <Button
              size="md"
              fullWidth
              disabled={!price || !method}
              loading={payment.pending}
              onClick={() => method && void payment.pay(method.method)}
              data-testid="checkout-pay"
            >
              {payLabel}
            </Button>
          )}
          {!method && <Alert color="yellow" variant="light">{t('checkout.methods.none')}</Alert>}
        </OrderSummary>
      </Grid.Col>
    </Grid>
  );
}

/** Spec section 2 "checkout": the order named by the address, priced live, and paid by the chosen method. */
export function CheckoutPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const request = parseCheckoutRequest(params);
  const me = useMe();
  const memberships = useMemberships({}, request !== null);
  // A monthly fee is priced at the member's position in the level's `monthlyPayments`, which the server counts.
  const monthly = request?.product === 'monthly';
  const next = useNextMonthlyPayment(me.data?.id ?? 0, monthly && me.data !== undefined);

  let body;
  if (!request) {
    body = <Alert color="yellow" variant="light" role="alert">{t('checkout.missing')}</Alert>;
  } else if (me.isPending || memberships.isPending || (monthly && next.isPending)) {
    body = <PageLoader />;
  } else if (me.isError || memberships.isError || (monthly && next.isError)) {
    body = <ErrorAlert error={me.error ?? memberships.error ?? next.error} />;
  } else {
    const current = memberships.data.find((m) => m.id === me.data.membership?.id);
    const resolved = resolveOrder(request, current, memberships.data);
    body = isRefusal(resolved) ? (
      <Alert color="yellow" variant="light" role="alert" data-testid="checkout-refused">
        {t(resolved.refusal, resolved.values)}
      </Alert>
    ) : (
      <CheckoutForm order={resolved} preselected={request.method} paidMonthlyPayments={next.data?.paidMonthlyPayments} />
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('checkout.title')}
      </Title>
      {body}
      <Group gap="lg">
        <Anchor component={Link} to="/membership" size="sm">
          {t('checkout.backToMembership')}
        </Anchor>
        <Anchor component={Link} to="/" size="sm">
          {t('common.goHome')}
        </Anchor>
      </Group>
    </Stack>
  );
}

export { CheckoutPage as Component };

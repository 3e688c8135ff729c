import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../../ledger/ledger.service';
import { checkLedger } from '../../ledger/ledger-check';
import { useTestApp } from '../../test/build-app';
import { startFakeStripeApi } from '../../test/fake-stripe-api';
import { expireStalePayments } from '../payment-expiry';
import { fundWallet, MEMBER_PASSWORD, memberClient, membershipByLevel, registerMember, registerPaidMember, registrationBody } from '../../test/factories';
import { countryId, createProduct } from '../../shop/test-shop';
import { payments, shopOrders } from '../../db/schema';
import { eq } from 'drizzle-orm';

const WEBHOOK_SECRET = 'whsec_test_virtual_office';
const stripeApi = await startFakeStripeApi();
afterAll(() => stripeApi.close());

const ctx = useTestApp({
  STRIPE_SECRET_KEY: 'sk_test_virtual_office',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_virtual_office',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: stripeApi.url,
});

/** Signs an event the way Stripe does, with the given secret (a wrong one is a forgery). */
function deliver(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return ctx.app.server.inject({ method: 'POST', url: '/api/webhooks/stripe', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}

const intentEvent = (type: string, intent: Record<string, unknown>) => ({ id: `evt_${intent.id}_${type}`, object: 'event', type, data: { object: intent } });

/** A member with a card payment for 30 Enjoy Points prepared and priced (spec section 4's two steps). */
async function cardPurchase() {
  const member = await registerMember(ctx);
  const call = await memberClient(ctx, member.username);
  const me = (await call('GET', '/api/me')).json();
  const payment = (await call('POST', '/api/payments', { paymentBy: 'STRIPE_PAYMENT', action: 'enjoy_points', amount: 0, type: 'movement' })).json();
  const order = await call('POST', '/api/register_orders', { newMember: me.membership.id, payment: payment.id, extra: { enjoypoints: '30' } });
  expect(order.statusCode).toBe(201);
  return { member, call, paymentId: payment.id as number, orderId: order.json().id as number };
}

describe('card payments through Stripe', () => {
  it('gives the browser the publishable key and one PaymentIntent per payment, for the exact total', async () => {
    const { call, paymentId } = await cardPurchase();
    expect((await call('GET', '/api/payments/credentialsStripe')).json()).toEqual({ publishableKey: 'pk_test_virtual_office' });
    const first = (await call('GET', `/api/payments/payWith/${paymentId}`)).json();
    // 30 points + 1.7 % (0.51) + 0.25 base fee.
    expect(first).toMatchObject({ paymentId, method: 'STRIPE_PAYMENT', amount: 30.76, publishableKey: 'pk_test_virtual_office', clientSecret: expect.stringMatching(/^pi_\w+_secret_/) });
    expect((await call('GET', `/api/payments/payWith/${paymentId}`)).json().clientSecret).toBe(first.clientSecret);
    expect(stripeApi.intents.size).toBeGreaterThanOrEqual(1);
    const intent = [...stripeApi.intents.values()].find((i) => i.client_secret === first.clientSecret)!;
    expect(intent).toMatchObject({ amount: 3_076, currency: 'eur', metadata: { paymentId: String(paymentId) } });
  });

  it('confirms on a signed payment_intent.succeeded exactly once, however often Stripe or the browser repeats it', async () => {
    const { member, call, paymentId } = await cardPurchase();
    const { clientSecret } = (await call('GET', `/api/payments/payWith/${paymentId}`)).json();
    const intentId = clientSecret.split('_secret_')[0];

    // The browser comes back before the bank answered: still pending.
    expect((await call('POST', `/api/payments/confirmPayment/${paymentId}`)).json()).toMatchObject({ status: 'pending' });

    const succeeded = stripeApi.setStatus(intentId, 'succeeded');
    const delivered = await deliver(intentEvent('payment_intent.succeeded', succeeded));
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ received: true, applied: true });
    for (let i = 0; i < 3; i += 1) expect((await deliver(intentEvent('payment_intent.succeeded', succeeded))).json()).toEqual({ received: true, applied: false });
    expect((await call('POST', `/api/payments/confirmPayment/${paymentId}`)).json()).toMatchObject({ status: 'paid', amount: 30.76, fee: 0.76 });

    expect((await memberBalances(ctx.database.db, member.id)).enjoy_points).toBe(3_000);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('a card payment that expired is not confirmed by a late webhook (acknowledged, not applied) nor by the browser: the late charge goes back', async () => {
    const { member, call, paymentId } = await cardPurchase();
    const { clientSecret } = (await call('GET', `/api/payments/payWith/${paymentId}`)).json();
    await expireStalePayments(ctx.database.db, new Date(Date.now() + 15 * 86_400_000));
    const intentId = clientSecret.split('_secret_')[0];
    const succeeded = stripeApi.setStatus(intentId, 'succeeded');
    expect((await deliver(intentEvent('payment_intent.succeeded', succeeded))).json()).toEqual({ received: true, applied: false });
    expect((await call('POST', `/api/payments/confirmPayment/${paymentId}`)).json().code).toBe('PAYMENT_CLOSED_REFUNDED');
    expect(stripeApi.refunds.filter((id) => id === intentId)).toHaveLength(1);
    expect((await call('GET', `/api/payments/${paymentId}`)).json().status).toBe('expired');
    expect((await memberBalances(ctx.database.db, member.id)).enjoy_points).toBe(0);
  });

  it('the browser confirmation alone confirms a succeeded intent (the webhook may come later or never)', async () => {
    const { call, paymentId } = await cardPurchase();
    const { clientSecret } = (await call('GET', `/api/payments/payWith/${paymentId}`)).json();
    stripeApi.setStatus(clientSecret.split('_secret_')[0], 'succeeded');
    expect((await call('POST', `/api/payments/confirmPayment/${paymentId}`)).json()).toMatchObject({ status: 'paid' });
  });

  it('refuses a forged or unsigned event and changes nothing', async () => {
    const { call, paymentId } = await cardPurchase();
    const { clientSecret } = (await call('GET', `/api/payments/payWith/${paymentId}`)).json();
    const succeeded = { ...stripeApi.intents.get(clientSecret.split('_secret_')[0])!, status: 'succeeded' };

    const forged = await deliver(intentEvent('payment_intent.succeeded', succeeded), 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    const unsigned = await ctx.app.server.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: JSON.stringify(intentEvent('payment_intent.succeeded', succeeded)), headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect((await call('GET', `/api/payments/${paymentId}`)).json()).toMatchObject({ status: 'pending' });
  });

  it('does not confirm an intent whose amount differs from the payment, and records a declined card', async () => {
    const { call, paymentId } = await cardPurchase();
    const { clientSecret } = (await call('GET', `/api/payments/payWith/${paymentId}`)).json();
    const intent = stripeApi.intents.get(clientSecret.split('_secret_')[0])!;

    expect((await deliver(intentEvent('payment_intent.succeeded', { ...intent, status: 'succeeded', amount: 100 }))).json()).toEqual({ received: true, applied: false });
    await deliver(intentEvent('payment_intent.payment_failed', { ...intent, last_payment_error: { message: 'Your card was declined.' } }));
    expect((await call('GET', `/api/payments/${paymentId}`)).json()).toMatchObject({ status: 'pending', reason: 'Your card was declined.' });
  });

  it('a refund or dispute in Stripe reverses the paid card payment once', async () => {
    const { member, call, paymentId } = await cardPurchase();
    const { clientSecret } = (await call('GET', `/api/payments/payWith/${paymentId}`)).json();
    const intentId = clientSecret.split('_secret_')[0];
    await deliver(intentEvent('payment_intent.succeeded', stripeApi.setStatus(intentId, 'succeeded')));
    expect((await memberBalances(ctx.database.db, member.id)).enjoy_points).toBe(3_000);

    const charge = { id: `ch_${intentId}`, object: 'charge', payment_intent: intentId, refunded: true, amount: 3_076 };
    const refunded = { id: `evt_${intentId}_refund`, object: 'event', type: 'charge.refunded', data: { object: charge } };
    expect((await deliver(refunded)).json()).toEqual({ received: true, applied: true });
    expect((await deliver(refunded)).json()).toEqual({ received: true, applied: false });
    expect((await call('GET', `/api/payments/${paymentId}`)).json()).toMatchObject({ status: 'refunded' });
    expect((await memberBalances(ctx.database.db, member.id)).enjoy_points).toBe(0);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('a card sign-up answers with the PaymentIntent its browser completes; the webhook then activates the member', async () => {
    const body = await registrationBody(ctx, { membershipId: (await membershipByLevel(ctx, 2)).id, paymentMethod: 'STRIPE_PAYMENT' });
    const registered = (await ctx.app.server.inject({ method: 'POST', url: '/api/register', payload: body })).json();
    // 50 € + 7 % + the card's 1.7 % and 0,25 €: the total the registration form shows first (apps/web/src/lib/order-price.test.ts).
    expect(registered.payment).toMatchObject({ method: 'STRIPE_PAYMENT', amount: 54.66, publishableKey: 'pk_test_virtual_office', clientSecret: expect.stringMatching(/_secret_/) });
    const intentId = registered.payment.clientSecret.split('_secret_')[0];
    expect((await deliver(intentEvent('payment_intent.succeeded', stripeApi.setStatus(intentId, 'succeeded')))).json()).toMatchObject({ applied: true });
    expect((await ctx.login(body.username, MEMBER_PASSWORD)).statusCode).toBe(200);
  });

  it('a charge that succeeds for a payment its member cancelled meanwhile goes back in full and pays nothing', async () => {
    const { member, call, paymentId, orderId } = await cardPurchase();
    const { clientSecret } = (await call('GET', `/api/payments/payWith/${paymentId}`)).json();
    // The member gives up in one tab while the bank approves the charge in another.
    expect((await call('PUT', `/api/register_orders/${orderId}`, { status: 'cancelled' })).statusCode).toBe(200);
    const intentId = clientSecret.split('_secret_')[0];
    const succeeded = stripeApi.setStatus(intentId, 'succeeded');
    const answer = await call('POST', `/api/payments/confirmPayment/${paymentId}`, undefined, { 'accept-language': 'pt' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'PAYMENT_CLOSED_REFUNDED', 'hydra:description': 'Este pagamento já não estava aberto (cancelado ou expirado): o valor foi devolvido ao seu cartão' });
    expect((await deliver(intentEvent('payment_intent.succeeded', succeeded))).json()).toEqual({ received: true, applied: false });
    expect(stripeApi.refunds.filter((id) => id === intentId)).toHaveLength(1);
    expect((await call('GET', `/api/payments/${paymentId}`)).json()).toMatchObject({ status: 'cancelled' });
    expect((await memberBalances(ctx.database.db, member.id)).enjoy_points).toBe(0);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('a shop order whose last unit sold while the card was charged: the charge goes back in full, payment and order cancelled', async () => {
    const { db } = ctx.database;
    const spain = await countryId(db, 'ES');
    const product = await createProduct(db, { countryId: spain, price: 20_000, stock: 1 });
    const buy = async (paymentBy: string) => {
      const member = await registerPaidMember(ctx, 2);
      await fundWallet(ctx, member.id, 100_000);
      const call = await memberClient(ctx, member.username);
      const placed = (await call('POST', '/api/shop_orders', { country: spain, items: [{ product: product.id, quantity: 1 }], paymentBy })).json();
      return { call, order: placed.id as number, payment: placed.payment as number };
    };
    const byCard = await buy('STRIPE_PAYMENT');
    const { clientSecret } = (await byCard.call('GET', `/api/payments/payWith/${byCard.payment}`)).json();
    // While the card holder is at their bank, another member takes the last unit from their wallet.
    const byWallet = await buy('WALLET_PAYMENT');
    expect((await byWallet.call('POST', `/api/payments/confirmPayment/${byWallet.payment}`)).statusCode).toBe(200);

    const intentId = clientSecret.split('_secret_')[0];
    const succeeded = stripeApi.setStatus(intentId, 'succeeded');
    const answer = await byCard.call('POST', `/api/payments/confirmPayment/${byCard.payment}`, undefined, { 'accept-language': 'es' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()['hydra:description']).toBe('Un producto de este pedido se agotó mientras pagabas: te hemos devuelto el importe a la tarjeta');
    expect((await deliver(intentEvent('payment_intent.succeeded', succeeded))).json()).toEqual({ received: true, applied: false });
    expect(stripeApi.refunds.filter((id) => id === intentId)).toHaveLength(1);
    expect((await db.select().from(payments).where(eq(payments.id, byCard.payment)))[0]!.status).toBe('cancelled');
    expect((await db.select().from(shopOrders).where(eq(shopOrders.id, byCard.order)))[0]!.status).toBe('cancelled');
    expect((await checkLedger(db)).ok).toBe(true);
  });
});

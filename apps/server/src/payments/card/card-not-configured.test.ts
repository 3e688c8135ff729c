import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { memberClient, registerMember } from '../../test/factories';

const ctx = useTestApp();

describe('card payments without Stripe keys', () => {
  it('tells the browser there is no publishable key and refuses card payments with a clear message', async () => {
    const member = await registerMember(ctx);
    const call = await memberClient(ctx, member.username);
    expect((await call('GET', '/api/payments/credentialsStripe')).json()).toEqual({ publishableKey: null });
    const card = await call('POST', '/api/payments', { paymentBy: 'STRIPE_PAYMENT', action: 'enjoy_points', amount: 0, type: 'movement' });
    expect(card.statusCode).toBe(503);
    expect(card.json()).toMatchObject({ code: 'CARD_NOT_CONFIGURED', 'hydra:description': 'Card payment is not configured. Choose another payment method' });
    const webhook = await ctx.app.server.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: '{}', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' } });
    expect(webhook.statusCode).toBe(503);
  });
});

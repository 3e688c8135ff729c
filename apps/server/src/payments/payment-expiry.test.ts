import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, registerOrders, variables } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, findUser, fundWallet, memberClient, membershipByLevel, registerPaidMember, registrationBody } from '../test/factories';
import { expireStalePayments } from './payment-expiry';

/* Issue 18 item 17: payments left in prepare or pending past `paymentExpiryDays` expire and can no longer be paid. */
const ctx = useTestApp();
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

async function statusOf(id: number) {
  const [payment] = await ctx.database.db.select({ status: payments.status }).from(payments).where(eq(payments.id, id));
  const [order] = await ctx.database.db.select({ status: registerOrders.status }).from(registerOrders).where(eq(registerOrders.paymentId, id));
  return { payment: payment!.status, order: order?.status ?? null };
}

/** A monthly fee from the wallet, prepared and ordered (pending), not confirmed. */
async function pendingMonthly(member: { id: number; username: string }) {
  const call = await memberClient(ctx, member.username);
  const payment = (await call('POST', '/api/payments', { paymentBy: 'WALLET_PAYMENT', action: 'monthly', amount: 0, type: 'monthly' })).json();
  await call('POST', '/api/register_orders', { newMember: (await membershipByLevel(ctx, 2)).id, payment: payment.id });
  return { call, id: payment.id as number };
}

describe('the daily payment expiry', () => {
  it('expires prepared and pending payments older than paymentExpiryDays (14), with their order; nothing younger or paid', async () => {
    const member = await registerPaidMember(ctx, 2);
    const pending = await pendingMonthly(member);
    const prepared = (await pending.call('POST', '/api/payments', { paymentBy: 'WALLET_PAYMENT', action: 'monthly', amount: 0, type: 'monthly' })).json().id as number;

    expect(await expireStalePayments(ctx.database.db, inDays(13))).toBe(0);
    expect(await statusOf(pending.id)).toEqual({ payment: 'pending', order: 'pending' });
    expect(await expireStalePayments(ctx.database.db, inDays(15))).toBe(2);
    expect(await statusOf(pending.id)).toEqual({ payment: 'expired', order: 'expired' });
    expect(await statusOf(prepared)).toEqual({ payment: 'expired', order: null });
    expect(await statusOf(member.paymentId)).toEqual({ payment: 'paid', order: 'confirmed' });
    // A second run the same day finds nothing more.
    expect(await expireStalePayments(ctx.database.db, inDays(15))).toBe(0);
    expect((await pending.call('GET', `/api/payments?status=expired`)).json()['hydra:member'].map((p: { id: number }) => p.id).sort()).toEqual([pending.id, prepared].sort());
  });

  it('follows the variable an admin sets', async () => {
    const member = await registerPaidMember(ctx, 2);
    const pending = await pendingMonthly(member);
    await ctx.database.db.update(variables).set({ value: '2' }).where(eq(variables.keyValue, 'paymentExpiryDays'));
    try {
      expect(await expireStalePayments(ctx.database.db, inDays(3))).toBeGreaterThanOrEqual(1);
      expect((await statusOf(pending.id)).payment).toBe('expired');
    } finally {
      await ctx.database.db.update(variables).set({ value: '14' }).where(eq(variables.keyValue, 'paymentExpiryDays'));
    }
  });

  it('an expired payment can no longer be confirmed: not from the wallet, not by an admin (a late bank transfer)', async () => {
    const member = await registerPaidMember(ctx, 2);
    await fundWallet(ctx, member.id, 10_000);
    const pending = await pendingMonthly(member);
    const body = await registrationBody(ctx, { membershipId: (await membershipByLevel(ctx, 2)).id, paymentMethod: 'TRANS_PAYMENT' });
    const signUp = (await ctx.app.server.inject({ method: 'POST', url: '/api/register', payload: body })).json();
    await expireStalePayments(ctx.database.db, inDays(15));

    const byWallet = await pending.call('POST', `/api/payments/confirmPayment/${pending.id}`);
    expect(byWallet.statusCode).toBe(409);
    expect(byWallet.json()).toMatchObject({ code: 'PAYMENT_EXPIRED', 'hydra:description': 'This payment has expired and can no longer be paid' });
    const admin = await createAdmin(ctx);
    const byAdmin = await ctx.app.server.inject({
      method: 'POST', url: `/api/admin/payments/${signUp.payment.paymentId}/confirm`, headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'es' },
    });
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json()).toMatchObject({ code: 'PAYMENT_EXPIRED', 'hydra:description': 'Este pago ha caducado: ya no se puede pagar' });
    expect(await findUser(ctx, body.username)).toMatchObject({ isActive: false, personalPoints: 0 });
    expect(await statusOf(signUp.payment.paymentId)).toEqual({ payment: 'expired', order: 'expired' });
  });
});

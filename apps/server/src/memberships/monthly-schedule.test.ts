import { madridDay } from '@vo/domain';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, payments, settingsChanges, users } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, fundWallet, memberClient, membershipByLevel, registerPaidMember } from '../test/factories';
import { renewAndLapse } from './membership-renewal';

const ctx = useTestApp();

/** Calls the console's API as a fresh admin, in Spanish. */
async function adminClient() {
  const { token } = await createAdmin(ctx);
  return (method: 'GET' | 'PUT', url: string, payload?: object) =>
    ctx.app.server.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': 'es' } });
}

/** A product level's editable figures as the console lists them (the PUT body). */
async function ratesOf(admin: Awaited<ReturnType<typeof adminClient>>, id: number) {
  const listed = (await admin('GET', '/api/admin/memberships?type=product')).json()['hydra:member'].find((m: { id: number }) => m.id === id);
  const { id: _id, level: _level, name: _name, type: _type, active: _active, '@id': _at, '@type': _atType, ...rates } = listed;
  return rates;
}

const paidMonthlyTotals = async (userId: number) => (await ctx.database.db.select({ total: payments.total }).from(payments)
  .where(and(eq(payments.userId, userId), eq(payments.type, 'monthly'), eq(payments.status, 'paid'))).orderBy(asc(payments.id))).map((p) => p.total);

describe('monthlyPayments: the fee of a member\'s n-th monthly payment (decision 114)', () => {
  it('the admin sets [0, 19.90] on a 25 € monthly payment: the 1st month is free, the 2nd 19.90 €, the 3rd (renewal job) 25 €', async () => {
    const admin = await adminClient();
    const start = await membershipByLevel(ctx, 2);
    const rates = await ratesOf(admin, start.id);
    expect(rates).toMatchObject({ monthAmount: 20, monthlyPayment: 0, monthlyPayments: [], isApplyFeeMonthAmount: true, isApplyFeeMonthly: true });
    try {
      const saved = await admin('PUT', `/api/admin/memberships/${start.id}`, { ...rates, monthAmount: 0, monthlyPayment: 25, monthlyPayments: [0, 19.9], isApplyFeeMonthly: false });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ monthAmount: 0, monthlyPayment: 25, monthlyPayments: [0, 19.9], isApplyFeeMonthly: false });
      const audit = await ctx.database.db.select().from(settingsChanges).where(and(eq(settingsChanges.entity, 'membership'), eq(settingsChanges.entityId, start.id)));
      expect(audit.map((c) => [c.field, c.oldValue, c.newValue])).toEqual(expect.arrayContaining([
        ['monthlyPayments', '[]', '[0,19.9]'], ['monthlyPayment', '0', '25'], ['isApplyFeeMonthly', 'true', 'false'], ['monthAmount', '20', '0'],
      ]));

      const member = await registerPaidMember(ctx, 2);
      await fundWallet(ctx, member.id, 10_000);
      const call = await memberClient(ctx, member.username);
      const next = async () => (await call('GET', `/api/payments/calculateAmountMonthly/${member.id}`)).json();
      const payMonthly = async () => {
        const payment = (await call('POST', '/api/payments', { paymentBy: 'WALLET_PAYMENT', action: 'monthly', amount: 0, type: 'monthly' })).json();
        await call('POST', '/api/register_orders', { newMember: start.id, payment: payment.id });
        const confirmed = await call('POST', `/api/payments/confirmPayment/${payment.id}`);
        expect(confirmed.json().status, confirmed.body).toBe('paid');
      };

      expect(await next()).toMatchObject({ paidMonthlyPayments: 0, net: 0, tax: 0, total: 0 });
      // By card the free month carries no fee either (nothing is charged).
      expect((await call('GET', `/api/member_ships/calculateAmountMonthly/${start.id}/STRIPE_PAYMENT`)).json()).toMatchObject({ paidMonthlyPayments: 0, fee: 0, total: 0 });
      await payMonthly();
      // 19.90 € + 7 % = 21.293 → 21.29; the listed amount is a monthly payment, and isApplyFeeMonthly is off: no card fee.
      expect(await next()).toMatchObject({ paidMonthlyPayments: 1, net: 19.9, tax: 1.39, total: 21.29 });
      expect((await call('GET', `/api/member_ships/calculateAmountMonthly/${start.id}/STRIPE_PAYMENT`)).json()).toMatchObject({ fee: 0, total: 21.29 });
      await payMonthly();
      expect(await next()).toMatchObject({ paidMonthlyPayments: 2, net: 25, tax: 1.75, total: 26.75 });

      // The third is paid by the daily renewal job, through the same pricing.
      const today = madridDay();
      await ctx.database.db.update(users).set({ autoRenew: true, paidUntil: today }).where(eq(users.id, member.id));
      expect(await renewAndLapse(ctx.database.db, today)).toMatchObject({ renewed: 1 });
      expect(await paidMonthlyTotals(member.id)).toEqual([0, 2_129, 2_675]);
      expect(await next()).toMatchObject({ paidMonthlyPayments: 3, total: 26.75 });
    } finally {
      await admin('PUT', `/api/admin/memberships/${start.id}`, rates);
    }
    const [row] = await ctx.database.db.select().from(memberships).where(eq(memberships.id, start.id));
    expect(row).toMatchObject({ monthAmount: 2_000, monthlyPayment: 0, monthlyPayments: [] });
  });

  it('refuses a schedule longer than 24, a negative amount, or one on a level without a monthly fee, translated, and changes nothing', async () => {
    const admin = await adminClient();
    const pre = await membershipByLevel(ctx, 1);
    const rates = await ratesOf(admin, pre.id);
    const put = (patch: object) => admin('PUT', `/api/admin/memberships/${pre.id}`, { ...rates, monthAmount: 10, ...patch });
    const tooLong = await put({ monthlyPayments: Array(25).fill(5) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().violations).toEqual([expect.objectContaining({ propertyPath: 'monthlyPayments', code: 'validation.maxItems', message: 'Como máximo 24 elementos' })]);
    expect((await put({ monthlyPayments: [5, -1] })).json().violations).toEqual([expect.objectContaining({ propertyPath: 'monthlyPayments.1', message: 'El valor mínimo es 0' })]);
    expect((await put({ monthAmount: 0, monthlyPayment: 0, monthlyPayments: [5] })).json().violations)
      .toEqual([expect.objectContaining({ propertyPath: 'monthlyPayments', message: 'Un nivel sin cuota mensual no puede tener cuotas por posición' })]);
    const [row] = await ctx.database.db.select().from(memberships).where(eq(memberships.id, pre.id));
    expect(row).toMatchObject({ monthAmount: 0, monthlyPayments: [] });
  });
});

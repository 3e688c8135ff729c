import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, users } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, findUser, memberClient, registerMember } from '../test/factories';

const ctx = useTestApp();

async function membershipId(level: number) {
  const [row] = await ctx.database.db.select({ id: memberships.id }).from(memberships).where(and(eq(memberships.level, level), eq(memberships.type, 'product')));
  return row!.id;
}

describe('monthly amounts (spec section 7)', () => {
  it('prices a plan\'s monthly fee per method as the order would be priced', async () => {
    const member = await registerMember(ctx);
    const call = await memberClient(ctx, member.username);
    const start = await membershipId(2);
    // start: 20 € + 7 % IGIC = 21.40; by card + 1.7 % of 21.40 (0.36) + 0.25 = 22.01.
    expect((await call('GET', `/api/member_ships/calculateAmountMonthly/${start}/TRANS_PAYMENT`)).json())
      .toEqual({ memberShip: `/api/member_ships/${start}`, paymentBy: 'TRANS_PAYMENT', taxRate: 7, paidMonthlyPayments: 0, net: 20, tax: 1.4, fee: 0, total: 21.4 });
    expect((await call('GET', `/api/member_ships/calculateAmountMonthly/${start}/STRIPE_PAYMENT`)).json()).toMatchObject({ fee: 0.61, total: 22.01 });
  });

  it('charges monthlyPayment when monthAmount is 0, with that base\'s fee flag, and shows the plan fields (spec section 3)', async () => {
    const member = await registerMember(ctx);
    const call = await memberClient(ctx, member.username);
    const pre = await membershipId(1);
    await ctx.database.db.update(memberships).set({ monthAmount: 0, monthlyPayment: 3_000, isApplyFeeMonthly: false }).where(eq(memberships.id, pre));
    expect((await call('GET', `/api/member_ships/${pre}`)).json()).toMatchObject({ monthAmount: 0, monthlyPayment: 30, isApplyFeeMonthAmount: true, isApplyFeeMonthly: false });
    // 30 € + 7 % = 32.10, and no card fee: the plan's monthly payment does not carry it.
    expect((await call('GET', `/api/member_ships/calculateAmountMonthly/${pre}/STRIPE_PAYMENT`)).json()).toMatchObject({ net: 30, tax: 2.1, fee: 0, total: 32.1 });
    await ctx.database.db.update(memberships).set({ isApplyFeeMonthly: true }).where(eq(memberships.id, pre));
    expect((await call('GET', `/api/member_ships/calculateAmountMonthly/${pre}/STRIPE_PAYMENT`)).json()).toMatchObject({ fee: 0.8, total: 32.9 });
    await ctx.database.db.update(memberships).set({ monthlyPayment: 0 }).where(eq(memberships.id, pre));
  });

  it('says clearly when a plan has no monthly fee, a method is inactive or unknown', async () => {
    const member = await registerMember(ctx);
    const call = await memberClient(ctx, member.username);
    const pre = await call('GET', `/api/member_ships/calculateAmountMonthly/${await membershipId(1)}/TRANS_PAYMENT`);
    expect(pre.json()).toMatchObject({ code: 'NOT_MONTHLY_PAYMENT', 'hydra:description': 'Data not accessible from the server (not a monthly payment)' });
    expect((await call('GET', `/api/member_ships/calculateAmountMonthly/${await membershipId(2)}/PAYPAL_PAYMENT`)).json().code).toBe('PAYMENT_METHOD_INACTIVE');
    expect((await call('GET', `/api/member_ships/calculateAmountMonthly/${await membershipId(2)}/BITCOIN`)).statusCode).toBe(400);
    expect((await call('GET', `/api/payments/calculateAmountMonthly/${member.id}`)).json().code).toBe('NOT_MONTHLY_PAYMENT');
  });

  it('gives a member their own next fee and its due date, and nobody else\'s', async () => {
    const member = await registerMember(ctx);
    const other = await registerMember(ctx);
    await ctx.database.db.update(users).set({ membershipId: await membershipId(4), paidUntil: '2026-12-01' })
      .where(eq(users.id, member.id));
    const call = await memberClient(ctx, member.username);
    expect((await call('GET', `/api/payments/calculateAmountMonthly/${member.id}`)).json())
      .toMatchObject({ user: `/api/users/${member.id}`, net: 30, tax: 2.1, fee: 0, total: 32.1, dueOn: '2026-12-01' });
    expect((await call('GET', `/api/payments/calculateAmountMonthly/${other.id}`)).statusCode).toBe(404);
    const admin = await createAdmin(ctx);
    const asAdmin = await ctx.app.server.inject({ method: 'GET', url: `/api/payments/calculateAmountMonthly/${member.id}`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(asAdmin.json().total).toBe(32.1);
    expect((await findUser(ctx, member.username)).paidUntil).toBe('2026-12-01');
  });
});

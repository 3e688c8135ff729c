import { madridDay } from '@vo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { checkLedger } from '../ledger/ledger-check';
import { memberBalances } from '../ledger/ledger.service';
import { useTestApp } from '../test/build-app';
import { fundWallet, memberClient, membershipByLevel, registerPaidMember } from '../test/factories';
import { releaseRetained } from './retained-release';

const ctx = useTestApp();
const DAY = 86_400_000;
const day = (offset: number) => madridDay(new Date(Date.now() + offset * DAY));
const balances = (id: number) => memberBalances(ctx.database.db, id);

/** The member pays one monthly fee of their plan from the wallet (the two steps, then confirmation). */
async function payMonthly(member: { id: number; username: string }, level: number) {
  await fundWallet(ctx, member.id, 2_140 * 5);
  const call = await memberClient(ctx, member.username);
  const payment = (await call('POST', '/api/payments', { paymentBy: 'WALLET_PAYMENT', action: 'monthly', amount: 0, type: 'monthly' })).json();
  await call('POST', '/api/register_orders', { newMember: (await membershipByLevel(ctx, level)).id, payment: payment.id });
  expect((await call('POST', `/api/payments/confirmPayment/${payment.id}`)).json().status).toBe('paid');
}

/**
 * The fixed network of these tests (sponsorship line, plan, registration net):
 *   root → A (partner: direct 15 %, unilevel depth 2; 150)
 *        → B (start: direct 10 %, depth 1; 50)
 *        → C (partner; 150)
 *        → D (start; 50)
 * Hand-computed direct bonuses: B's sign-up pays A 15 % × 50 = 7.50; C's pays B 10 % × 150 = 15.00;
 * D's pays C 15 % × 50 = 7.50. All retained for the 14-day refund window.
 */
async function fixedNetwork() {
  const a = await registerPaidMember(ctx, 4);
  const b = await registerPaidMember(ctx, 2, { sponsor: a.username });
  const c = await registerPaidMember(ctx, 4, { sponsor: b.username });
  const d = await registerPaidMember(ctx, 2, { sponsor: c.username });
  return { a, b, c, d };
}

describe('compensation plan: direct bonus, unilevel residual, retained balance', () => {
  it('pays the direct bonus of the sponsor\'s level on each registration, retained', async () => {
    const { a, b, c, d } = await fixedNetwork();
    expect(await balances(a.id)).toMatchObject({ wallet_retained: 750, wallet_available: 0 });
    expect(await balances(b.id)).toMatchObject({ wallet_retained: 1_500 });
    expect(await balances(c.id)).toMatchObject({ wallet_retained: 750 });
    expect(await balances(d.id)).toMatchObject({ wallet_retained: 0 });
    const movements = (await (await memberClient(ctx, a.username))('GET', '/api/wallet_movements')).json();
    expect(movements['hydra:member'][0]).toMatchObject({ value: 7.5, type: 'commission.direct', account: 'wallet_retained', teaser: 'system', level: 1, fromUser: { username: b.username } });
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('pays the unilevel residual by level down to each earner\'s depth, compressing past out-of-date members', async () => {
    const { a, b, c, d } = await fixedNetwork();
    const before = { a: (await balances(a.id)).wallet_retained, b: (await balances(b.id)).wallet_retained, c: (await balances(c.id)).wallet_retained };

    // D's monthly 20 €: C is level 1 (10 % = 2.00); B is level 2 but a start plan reaches depth 1; A is level 3, beyond depth 2.
    await payMonthly(d, 2);
    expect((await balances(c.id)).wallet_retained - before.c).toBe(200);
    expect((await balances(b.id)).wallet_retained - before.b).toBe(0);
    expect((await balances(a.id)).wallet_retained - before.a).toBe(0);

    // B falls out of date: compressed away, so A becomes level 2 (5 % = 1.00).
    await ctx.database.db.update(users).set({ paidUntil: day(-3) }).where(eq(users.id, b.id));
    await payMonthly(d, 2);
    expect((await balances(c.id)).wallet_retained - before.c).toBe(400);
    expect((await balances(a.id)).wallet_retained - before.a).toBe(100);
    expect((await balances(b.id)).wallet_retained - before.b).toBe(0);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('releases retained commissions after the refund window, only to up-to-date earners', async () => {
    const { a, b } = await fixedNetwork();
    await ctx.database.db.update(users).set({ paidUntil: day(30) }).where(eq(users.id, a.id));
    await ctx.database.db.update(users).set({ paidUntil: day(-1) }).where(eq(users.id, b.id));

    await releaseRetained(ctx.database.db, day(13));
    expect(await balances(a.id)).toMatchObject({ wallet_retained: 750, wallet_available: 0 });

    await releaseRetained(ctx.database.db, day(14));
    expect(await balances(a.id)).toMatchObject({ wallet_retained: 0, wallet_available: 750 });
    // B is out of date: the 15.00 stays retained, not lost.
    expect(await balances(b.id)).toMatchObject({ wallet_retained: 1_500, wallet_available: 0 });
    // Running it again releases nothing twice; B's money goes once B is up to date again.
    await releaseRetained(ctx.database.db, day(14));
    expect((await balances(a.id)).wallet_available).toBe(750);
    await ctx.database.db.update(users).set({ paidUntil: day(30) }).where(eq(users.id, b.id));
    await releaseRetained(ctx.database.db, day(15));
    expect(await balances(b.id)).toMatchObject({ wallet_retained: 0, wallet_available: 1_500 });
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('a client or pre sponsor earns nothing', async () => {
    const client = await registerPaidMember(ctx, 3);
    const invited = await registerPaidMember(ctx, 2, { sponsor: client.username });
    await payMonthly(invited, 2);
    expect(await balances(client.id)).toMatchObject({ wallet_retained: 0, wallet_available: 0 });
  });

  it('residualInfo: what a member earned by level in a period and what the fees falling due would pay', async () => {
    const { c, d } = await fixedNetwork();
    await payMonthly(d, 2);
    const call = await memberClient(ctx, c.username);
    const info = (await call('POST', `/api/users/${c.id}/residualInfo`, { from: day(-1), to: day(70) })).json();
    expect(info.levels[0]).toEqual({ level: 1, percent: 10, unlocked: true, earned: 2, membersDue: 1, expected: 2 });
    expect(info.levels[2]).toMatchObject({ level: 3, unlocked: false, expected: 0 });
    expect((await call('POST', `/api/users/${d.id}/residualInfo`, {})).statusCode).toBe(404);
    expect((await call('POST', `/api/users/${c.id}/residualInfo`, { from: '2026-02-30x' })).statusCode).toBe(400);
  });
});

import { madridDay } from '@vo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, users } from '../db/schema';
import { checkLedger } from '../ledger/ledger-check';
import { memberBalances } from '../ledger/ledger.service';
import { useTestApp } from '../test/build-app';
import { createAdmin, findUser, fundWallet, MEMBER_PASSWORD, memberClient, membershipByLevel, registerPaidMember } from '../test/factories';
import { renewAndLapse } from './membership-renewal';

const ctx = useTestApp();
const DAY = 86_400_000;
const today = () => madridDay();
const daysFromToday = (days: number) => madridDay(new Date(Date.now() + days * DAY));
const setPaidUntil = (id: number, paidUntil: string) => ctx.database.db.update(users).set({ paidUntil }).where(eq(users.id, id));
const runDailyPass = () => renewAndLapse(ctx.database.db, today());

describe('membership payment state and the daily renewal pass', () => {
  it('an unpaid month makes the member out of date and inactive; paying it reactivates them', async () => {
    const member = await registerPaidMember(ctx);
    const call = await memberClient(ctx, member.username);
    expect((await call('GET', '/api/me')).json()).toMatchObject({ membershipState: 'correct', isActive: true, autoRenew: false });

    await setPaidUntil(member.id, daysFromToday(-1));
    expect(await runDailyPass()).toMatchObject({ lapsed: 1 });
    expect((await findUser(ctx, member.username)).isActive).toBe(false);
    // Out of date members still sign in, to reactivate.
    expect((await ctx.login(member.username, MEMBER_PASSWORD)).statusCode).toBe(200);
    expect((await call('GET', '/api/me')).json()).toMatchObject({ membershipState: 'outOfDate', isActive: false, paidUntil: daysFromToday(-1) });

    await fundWallet(ctx, member.id, 3_000);
    const payment = (await call('POST', '/api/payments', { paymentBy: 'WALLET_PAYMENT', action: 'reactivate', amount: 0, type: 'monthly' })).json();
    await call('POST', '/api/register_orders', { newMember: (await membershipByLevel(ctx, 2)).id, payment: payment.id });
    expect((await call('POST', `/api/payments/confirmPayment/${payment.id}`)).json().status).toBe('paid');
    expect((await call('GET', '/api/me')).json()).toMatchObject({ membershipState: 'correct', isActive: true });
    expect((await findUser(ctx, member.username)).paidUntil! > today()).toBe(true);
  });

  it('renews from the wallet on the due day for members who enabled it, exactly once a day', async () => {
    const member = await registerPaidMember(ctx);
    const call = await memberClient(ctx, member.username);
    expect((await call('PUT', `/api/users/${member.id}`, { autoRenew: true })).statusCode).toBe(200);
    expect((await call('GET', '/api/me')).json().autoRenew).toBe(true);
    await fundWallet(ctx, member.id, 5_000);
    await setPaidUntil(member.id, today());

    const admin = await createAdmin(ctx);
    const run = await ctx.app.server.inject({ method: 'POST', url: '/api/admin/jobs/membership-daily-renewal/run', headers: { authorization: `Bearer ${admin.token}` } });
    expect(run.json()).toMatchObject({ status: 'done', details: { renewed: 1, notEnough: 0 } });
    // start: 20 € + 7 % from the wallet, no fee.
    expect((await memberBalances(ctx.database.db, member.id)).wallet_available).toBe(5_000 - 2_140);
    const renewedUntil = (await findUser(ctx, member.username)).paidUntil!;
    expect(renewedUntil > today()).toBe(true);
    expect(await runDailyPass()).toMatchObject({ renewed: 0 });
    expect((await findUser(ctx, member.username)).paidUntil).toBe(renewedUntil);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('a wallet that cannot pay leaves no payment behind and the member lapses', async () => {
    const member = await registerPaidMember(ctx);
    await ctx.database.db.update(users).set({ autoRenew: true, paidUntil: daysFromToday(-2) }).where(eq(users.id, member.id));
    const before = await ctx.database.db.$count(payments, eq(payments.userId, member.id));
    expect(await runDailyPass()).toMatchObject({ notEnough: 1 });
    expect(await ctx.database.db.$count(payments, eq(payments.userId, member.id))).toBe(before);
    expect((await findUser(ctx, member.username)).isActive).toBe(false);
  });

  it('refuses a malformed autoRenew and someone never paid cannot sign in', async () => {
    const member = await registerPaidMember(ctx);
    const call = await memberClient(ctx, member.username);
    expect((await call('PUT', `/api/users/${member.id}`, { autoRenew: 'yes' })).statusCode).toBe(400);
    await ctx.database.db.update(users).set({ isActive: false, paidUntil: null }).where(eq(users.id, member.id));
    expect((await ctx.login(member.username, MEMBER_PASSWORD)).json().code).toBe('USER_INACTIVE');
  });
});

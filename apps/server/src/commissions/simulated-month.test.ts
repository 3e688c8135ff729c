import { isoWeek, madridDay } from '@vo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, users } from '../db/schema';
import { checkLedger } from '../ledger/ledger-check';
import { renewAndLapse } from '../memberships/membership-renewal';
import { useTestApp } from '../test/build-app';
import { createAdmin, fundWallet, memberClient, registerPaidMember } from '../test/factories';
import { runBinaryCycle } from './binary-cycle';
import { releaseRetained } from './retained-release';

const ctx = useTestApp();
const DAY = 86_400_000;
const day = (offset: number) => madridDay(new Date(Date.now() + offset * DAY));

/**
 * A month of business on a small network, every money path once or more: paid sign-ups on both legs
 * (direct bonuses), monthly fees paid from the wallet and renewed by the daily job (unilevel residual),
 * the weekly binary cycle, the release of retained commissions, payouts requested, cancelled and paid.
 * After each step every account must equal the sum of its entries (what `npm run check:ledger` runs).
 */
describe('a simulated month keeps the ledger exact', () => {
  it('check:ledger passes after registrations, renewals, cycles, payouts and cancellations', async () => {
    const assertLedger = async () => expect(await checkLedger(ctx.database.db)).toMatchObject({ ok: true });
    const leader = await registerPaidMember(ctx, 6);
    const team = [];
    for (const [level, position] of [[4, 'left'], [2, 'right'], [5, 'left'], [2, 'right'], [4, 'left'], [2, 'right']] as const) {
      team.push(await registerPaidMember(ctx, level, { sponsor: leader.username, position }));
    }
    team.push(await registerPaidMember(ctx, 2, { sponsor: team[0]!.username, position: 'left' }));
    await assertLedger();

    // Monthly fees from the wallet, and one member renewed by the daily job.
    for (const member of team.slice(0, 3)) {
      await fundWallet(ctx, member.id, 10_000);
      const call = await memberClient(ctx, member.username);
      const level = (await ctx.database.db.select({ id: users.membershipId }).from(users).where(eq(users.id, member.id)))[0]!.id!;
      const payment = (await call('POST', '/api/payments', { paymentBy: 'WALLET_PAYMENT', action: 'monthly', amount: 0, type: 'monthly' })).json();
      await call('POST', '/api/register_orders', { newMember: level, payment: payment.id });
      expect((await call('POST', `/api/payments/confirmPayment/${payment.id}`)).json().status).toBe('paid');
    }
    await ctx.database.db.update(users).set({ autoRenew: true, paidUntil: day(0) }).where(eq(users.id, team[3]!.id));
    await fundWallet(ctx, team[3]!.id, 5_000);
    expect(await renewAndLapse(ctx.database.db, day(0))).toMatchObject({ renewed: 1 });
    await assertLedger();

    // The week closes; later the refund windows end.
    expect(await runBinaryCycle(ctx.database.db, isoWeek(day(0)), new Date(Date.now() + 8 * DAY))).toMatchObject({ alreadyRun: false });
    expect((await releaseRetained(ctx.database.db, day(15))).released).toBeGreaterThan(0);
    await assertLedger();

    // Payouts: the leader asks twice, cancels one, an admin pays the other.
    await ctx.database.db.update(profiles).set({ iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX' }).where(eq(profiles.userId, leader.id));
    const call = await memberClient(ctx, leader.username);
    const available = (await call('GET', '/api/wallets/info')).json().available as number;
    expect(available).toBeGreaterThanOrEqual(100);
    const first = (await call('POST', '/api/transfers', { requestAmount: 50 })).json();
    const second = (await call('POST', '/api/transfers', { requestAmount: 50 })).json();
    expect((await call('PUT', `/api/transfers/${first.id}`, { status: 'cancelled' })).json().status).toBe('cancelled');
    const admin = await createAdmin(ctx);
    const accepted = await ctx.app.server.inject({ method: 'POST', url: `/api/admin/transfers/${second.id}/accept`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(accepted.json().status).toBe('accepted');
    expect((await call('GET', '/api/wallets/info')).json()).toMatchObject({ available: available - 50, confirmedTransfers: 50, pendingTransfers: 0 });
    await assertLedger();
  });
});

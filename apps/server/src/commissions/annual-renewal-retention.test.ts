import { madridDay } from '@vo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { checkLedger } from '../ledger/ledger-check';
import { memberBalances } from '../ledger/ledger.service';
import { useTestApp } from '../test/build-app';
import { findUser, fundWallet, memberClient, membershipByLevel, registerPaidMember } from '../test/factories';
import { releaseRetained } from './retained-release';

/* DESIGN.md section 7, issue 18 item 22: an earner whose annual renewal is past due earns as retained until it is paid. */
const ctx = useTestApp();
const DAY = 86_400_000;
const day = (offset: number) => madridDay(new Date(Date.now() + offset * DAY));
const balances = (id: number) => memberBalances(ctx.database.db, id);

/** The member pays the annual renewal of their plan from the wallet (the two steps, then confirmation). */
async function payAnnual(member: { id: number; username: string }, level: number) {
  await fundWallet(ctx, member.id, 10_000);
  const call = await memberClient(ctx, member.username);
  const payment = (await call('POST', '/api/payments', { paymentBy: 'WALLET_PAYMENT', action: 'annual', amount: 0, type: 'annual' })).json();
  await call('POST', '/api/register_orders', { newMember: (await membershipByLevel(ctx, level)).id, payment: payment.id });
  expect((await call('POST', `/api/payments/confirmPayment/${payment.id}`)).json()).toMatchObject({ status: 'paid', amount: 75 });
}

const alerts = async (username: string) => (await (await memberClient(ctx, username))('GET', '/api/me')).json().alerts;

describe('the annual renewal past due', () => {
  it('falls due a year after joining an earning plan; a plan that earns nothing has none', async () => {
    const earner = await registerPaidMember(ctx, 4);
    const annual = (await findUser(ctx, earner.username)).annualPaidUntil!;
    expect(annual >= day(364) && annual <= day(366)).toBe(true);
    expect((await alerts(earner.username)).annualRenewalDue).toBe(false);
    const client = await registerPaidMember(ctx, 3);
    expect((await findUser(ctx, client.username)).annualPaidUntil).toBeNull();
  });

  it('keeps new commissions retained past their refund window, released once the renewal is paid', async () => {
    const sponsor = await registerPaidMember(ctx, 4);
    await ctx.database.db.update(users).set({ paidUntil: day(30), annualPaidUntil: day(-1) }).where(eq(users.id, sponsor.id));
    expect((await alerts(sponsor.username)).annualRenewalDue).toBe(true);
    // The sign-up of a start member under the partner: 15 % × 50 = 7.50, credited retained as ever.
    await registerPaidMember(ctx, 2, { sponsor: sponsor.username });
    expect(await balances(sponsor.id)).toMatchObject({ wallet_retained: 750, wallet_available: 0 });

    await releaseRetained(ctx.database.db, day(15));
    expect(await balances(sponsor.id)).toMatchObject({ wallet_retained: 750, wallet_available: 0 });

    await payAnnual(sponsor, 4);
    expect((await findUser(ctx, sponsor.username)).annualPaidUntil! >= day(364)).toBe(true);
    expect((await alerts(sponsor.username)).annualRenewalDue).toBe(false);
    const paidFrom = (await balances(sponsor.id)).wallet_available;
    await releaseRetained(ctx.database.db, day(15));
    expect(await balances(sponsor.id)).toMatchObject({ wallet_retained: 0, wallet_available: paidFrom + 750 });
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('holds nothing back from a member whose plan earns no commissions', async () => {
    const client = await registerPaidMember(ctx, 3);
    await ctx.database.db.update(users).set({ annualPaidUntil: day(-1) }).where(eq(users.id, client.id));
    expect((await alerts(client.username)).annualRenewalDue).toBe(false);
  });
});

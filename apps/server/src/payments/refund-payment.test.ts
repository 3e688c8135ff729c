import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { madridDay } from '@vo/domain';
import { users } from '../db/schema';
import { releaseRetained } from '../commissions/retained-release';
import { checkLedger } from '../ledger/ledger-check';
import { memberBalances } from '../ledger/ledger.service';
import { useTestApp } from '../test/build-app';
import { createAdmin, findUser, fundWallet, memberClient, membershipByLevel, registerPaidMember } from '../test/factories';

const ctx = useTestApp();
const balances = (id: number) => memberBalances(ctx.database.db, id);

async function refund(paymentId: number) {
  const admin = await createAdmin(ctx);
  return ctx.app.server.inject({
    method: 'POST', url: `/api/admin/payments/${paymentId}/refund`, payload: { reason: 'Customer asked for it' }, headers: { authorization: `Bearer ${admin.token}` },
  });
}

/**
 * A (partner: direct 15 %, unilevel level 1 10 %) sponsors B (start, sign-up 50 net). B's sign-up pays A 7.50;
 * B's monthly fee (20 net, 21.40 from the wallet) pays A 2.00; both retained.
 */
describe('refunds reverse exactly what a payment caused', () => {
  it('a monthly fee: money back to the wallet, the commission clawed back from retained, the month and volume undone; once', async () => {
    const a = await registerPaidMember(ctx, 4);
    const b = await registerPaidMember(ctx, 2, { sponsor: a.username });
    await fundWallet(ctx, b.id, 5_000);
    const call = await memberClient(ctx, b.username);
    const before = await findUser(ctx, b.username);
    const payment = (await call('POST', '/api/payments', { paymentBy: 'WALLET_PAYMENT', action: 'monthly', amount: 0, type: 'monthly' })).json();
    await call('POST', '/api/register_orders', { newMember: (await membershipByLevel(ctx, 2)).id, payment: payment.id });
    await call('POST', `/api/payments/confirmPayment/${payment.id}`);
    expect((await balances(a.id)).wallet_retained).toBe(750 + 200);

    expect((await refund(payment.id)).json()).toMatchObject({ status: 'refunded', changed: true, reason: 'Customer asked for it' });
    expect((await balances(b.id)).wallet_available).toBe(5_000);
    expect((await balances(a.id)).wallet_retained).toBe(750);
    const after = await findUser(ctx, b.username);
    expect(after.paidUntil).toBe(before.paidUntil);
    expect(after.personalPoints).toBe(before.personalPoints);
    // The clawback carries the commission's release day: once the window passes only the sign-up bonus goes.
    await ctx.database.db.update(users).set({ paidUntil: madridDay(new Date(Date.now() + 60 * 86_400_000)) }).where(eq(users.id, a.id));
    await releaseRetained(ctx.database.db, madridDay(new Date(Date.now() + 15 * 86_400_000)));
    expect(await balances(a.id)).toMatchObject({ wallet_retained: 0, wallet_available: 750 });

    expect((await refund(payment.id)).json()).toMatchObject({ status: 'refunded', changed: false });
    expect((await balances(b.id)).wallet_available).toBe(5_000);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('the preview shows what the refund then does, and changes nothing itself', async () => {
    const a = await registerPaidMember(ctx, 4);
    const b = await registerPaidMember(ctx, 2, { sponsor: a.username });
    const admin = await createAdmin(ctx);
    const preview = (to: number) => ctx.app.server.inject({ method: 'GET', url: `/api/admin/payments/${to}/refund-preview`, headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en' } });
    const sponsorBefore = await balances(a.id);

    const shown = await preview(b.paymentId);
    expect(shown.statusCode).toBe(200);
    const body = shown.json();
    // The sponsor's sign-up bonus (7.50, retained) is clawed back; the sign-up's volume goes; its invoice is rectified.
    expect(body.movements).toContainEqual({ member: { id: a.id, username: a.username }, account: 'wallet_retained', amount: -7.5 });
    expect(body.volume).toBeGreaterThan(0);
    expect(body.invoices).toEqual([expect.objectContaining({ rectifies: expect.any(String), amount: -body.amount })]);
    // Nothing happened: balances, payment and invoices as before, and a second preview says the same.
    expect(await balances(a.id)).toEqual(sponsorBefore);
    expect((await preview(b.paymentId)).json()).toEqual(body);

    expect((await refund(b.paymentId)).json()).toMatchObject({ status: 'refunded', changed: true });
    expect((await balances(a.id)).wallet_retained).toBe(sponsorBefore.wallet_retained - 750);
    const done = await preview(b.paymentId);
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe('PAYMENT_NOT_VALID');
    expect((await preview(999999)).statusCode).toBe(404);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('a sign-up whose bonus was already released and spent: the sponsor owes it, and their next commission pays it off', async () => {
    const a = await registerPaidMember(ctx, 4);
    const b = await registerPaidMember(ctx, 2, { sponsor: a.username });
    await releaseRetained(ctx.database.db, madridDay(new Date(Date.now() + 15 * 86_400_000)));
    expect((await balances(a.id)).wallet_available).toBe(750);
    await fundWallet(ctx, a.id, -750); // spent

    expect((await refund(b.paymentId)).json()).toMatchObject({ status: 'refunded', changed: true });
    expect(await balances(a.id)).toMatchObject({ wallet_available: 0, wallet_retained: 0, member_debt: -750 });
    const [refunded] = await ctx.database.db.select().from(users).where(eq(users.id, b.id));
    expect(refunded).toMatchObject({ isActive: false, paidUntil: null });

    await registerPaidMember(ctx, 4, { sponsor: a.username }); // 15 % × 150 = 22.50: 7.50 pays the debt
    expect(await balances(a.id)).toMatchObject({ member_debt: 0, wallet_retained: 1_500 });
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('only a paid payment can be refunded, and only by an admin', async () => {
    const b = await registerPaidMember(ctx, 2);
    const call = await memberClient(ctx, b.username);
    expect((await call('POST', `/api/admin/payments/${b.paymentId}/refund`, { reason: 'mine' })).statusCode).toBe(403);
    const pending = (await call('POST', '/api/payments', { paymentBy: 'TRANS_PAYMENT', action: 'monthly', amount: 0, type: 'monthly' })).json();
    await call('POST', '/api/register_orders', { newMember: (await membershipByLevel(ctx, 2)).id, payment: pending.id });
    expect((await refund(pending.id)).json().code).toBe('PAYMENT_NOT_VALID');
  });
});

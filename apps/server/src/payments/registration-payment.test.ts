import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, payments, registerOrders } from '../db/schema';
import { checkLedger } from '../ledger/ledger-check';
import { memberBalances } from '../ledger/ledger.service';
import { useTestApp } from '../test/build-app';
import { createAdmin, findUser, membershipByLevel, registerPaidMember, registrationBody } from '../test/factories';
import { adminCaller, copyAsLeftover, createRegistrationPayment } from './test-registration-payment';

/* Issue 18 item 20: one sign-up has exactly one registration payment that can be paid. */
const ctx = useTestApp();

/** A start-level sign-up by bank transfer under a paid sponsor (who earns the 10 % direct bonus). */
async function pendingSignUp() {
  const sponsor = await registerPaidMember(ctx, 2);
  const body = await registrationBody(ctx, { sponsor: sponsor.username, membershipId: (await membershipByLevel(ctx, 2)).id, paymentMethod: 'TRANS_PAYMENT' });
  const registered = (await ctx.app.server.inject({ method: 'POST', url: '/api/register', payload: body })).json();
  return { sponsor, member: { id: registered.id as number, username: body.username }, paymentId: registered.payment.paymentId as number };
}

/** What paying the registration leaves behind: the member's volume, invoices and the sponsor's direct bonus. */
async function effects(memberId: number, username: string, sponsorId: number) {
  const user = await findUser(ctx, username);
  return {
    personalPoints: user.personalPoints,
    invoices: await ctx.database.db.$count(invoices, eq(invoices.userId, memberId)),
    sponsorRetained: (await memberBalances(ctx.database.db, sponsorId)).wallet_retained ?? 0,
  };
}

describe('a second registration payment for the same sign-up', () => {
  it('is refused with a translated 409 while the first is pending, and after it is paid', async () => {
    const { member, paymentId } = await pendingSignUp();
    const call = await adminCaller(ctx);
    const second = await createRegistrationPayment(ctx, call, member.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'REGISTRATION_PAYMENT_EXISTS', 'hydra:description': 'This sign-up already has its payment' });
    expect((await createRegistrationPayment(ctx, call, member.id, 'es')).json()['hydra:description']).toBe('Este alta ya tiene su pago');

    expect((await call('POST', `/api/admin/payments/${paymentId}/confirm`)).json()).toMatchObject({ status: 'paid' });
    expect((await createRegistrationPayment(ctx, call, member.id)).json().code).toBe('REGISTRATION_PAYMENT_EXISTS');
    const livePayments = await ctx.database.db.select().from(payments).where(eq(payments.userId, member.id));
    expect(livePayments.filter((p) => p.type === 'register' && p.status !== 'prepare')).toHaveLength(1);
  });

  it('may be made once the first one was cancelled', async () => {
    const { member, paymentId } = await pendingSignUp();
    const call = await adminCaller(ctx);
    const [order] = await ctx.database.db.select().from(registerOrders).where(eq(registerOrders.paymentId, paymentId));
    expect((await call('PUT', `/api/register_orders/${order!.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    const again = await createRegistrationPayment(ctx, call, member.id);
    expect(again.statusCode).toBe(201);
    expect((await call('GET', `/api/payments/${again.json().payment.split('/').pop()}`)).json()).toMatchObject({ status: 'pending', amount: 53.5 });
  });
});

describe('a leftover registration payment (made before the rule) confirmed', () => {
  it('after the first: refused, and the registration, its volume and its direct bonus are paid once', async () => {
    const { sponsor, member, paymentId } = await pendingSignUp();
    const leftover = await copyAsLeftover(ctx.database.db, paymentId);
    const admin = await createAdmin(ctx);
    const confirm = (id: number) => ctx.app.server.inject({ method: 'POST', url: `/api/admin/payments/${id}/confirm`, headers: { authorization: `Bearer ${admin.token}` } });

    expect((await confirm(paymentId)).json()).toMatchObject({ status: 'paid' });
    const once = await effects(member.id, member.username, sponsor.id);
    expect(once).toEqual({ personalPoints: 5_000, invoices: 1, sponsorRetained: 500 });

    const refused = await confirm(leftover);
    expect(await effects(member.id, member.username, sponsor.id)).toEqual(once);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('REGISTRATION_PAYMENT_EXISTS');
    const [left] = await ctx.database.db.select().from(payments).where(eq(payments.id, leftover));
    expect(left!.status).toBe('pending');
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('before the first: the leftover pays the sign-up, the first can then no longer be paid', async () => {
    const { sponsor, member, paymentId } = await pendingSignUp();
    const leftover = await copyAsLeftover(ctx.database.db, paymentId);
    const call = await adminCaller(ctx);
    expect((await call('POST', `/api/admin/payments/${leftover}/confirm`)).json()).toMatchObject({ status: 'paid' });
    expect((await call('POST', `/api/admin/payments/${paymentId}/confirm`)).json().code).toBe('REGISTRATION_PAYMENT_EXISTS');
    expect(await effects(member.id, member.username, sponsor.id)).toEqual({ personalPoints: 5_000, invoices: 1, sponsorRetained: 500 });
  });
});

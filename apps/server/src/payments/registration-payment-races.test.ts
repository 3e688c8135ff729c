import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, payments, registerOrders } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { findUser, membershipByLevel, registrationBody } from '../test/factories';
import { adminCaller, copyAsLeftover, createRegistrationPayment } from './test-registration-payment';

/*
 * Issue 18 item 20 on PostgreSQL (PGlite runs one transaction at a time, so no race shows there):
 * DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project server <this file>.
 */
const ctx = useTestApp();

async function signUpByTransfer() {
  const body = await registrationBody(ctx, { membershipId: (await membershipByLevel(ctx, 2)).id, paymentMethod: 'TRANS_PAYMENT' });
  const registered = (await ctx.app.server.inject({ method: 'POST', url: '/api/register', payload: body })).json();
  return { id: registered.id as number, username: body.username, paymentId: registered.payment.paymentId as number };
}

describe.runIf(Boolean(process.env.DATABASE_URL))('registration payments at the same moment, on PostgreSQL', () => {
  it('10 parallel creates after the first was cancelled: one payable payment, 9 translated 409', async () => {
    const member = await signUpByTransfer();
    const call = await adminCaller(ctx);
    const [order] = await ctx.database.db.select().from(registerOrders).where(eq(registerOrders.paymentId, member.paymentId));
    await call('PUT', `/api/register_orders/${order!.id}`, { status: 'cancelled' });

    const answers = await Promise.all(Array.from({ length: 10 }, () => createRegistrationPayment(ctx, call, member.id)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 201).map((a) => [a.statusCode, a.json().code])).toEqual(Array(9).fill([409, 'REGISTRATION_PAYMENT_EXISTS']));
    const payable = await ctx.database.db.select().from(payments)
      .where(and(eq(payments.userId, member.id), eq(payments.type, 'register'), inArray(payments.status, ['pending', 'paid'])));
    expect(payable).toHaveLength(1);
  });

  it('a sign-up and a leftover confirmed at once: one paid, the other refused, volume and invoice once', async () => {
    const member = await signUpByTransfer();
    const leftovers = await Promise.all(Array.from({ length: 4 }, () => copyAsLeftover(ctx.database.db, member.paymentId)));
    const call = await adminCaller(ctx);
    const answers = await Promise.all([member.paymentId, ...leftovers].map((id) => call('POST', `/api/admin/payments/${id}/confirm`)));

    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => [a.statusCode, a.json().code])).toEqual(Array(4).fill([409, 'REGISTRATION_PAYMENT_EXISTS']));
    expect((await findUser(ctx, member.username)).personalPoints).toBe(5_000);
    expect(await ctx.database.db.$count(invoices, eq(invoices.userId, member.id))).toBe(1);
  });
});

// Without PostgreSQL the file would hold no test at all.
it.skipIf(Boolean(process.env.DATABASE_URL))('needs PostgreSQL (DATABASE_URL): PGlite runs one transaction at a time', () => {});

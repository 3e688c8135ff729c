import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, ledgerTransactions, payments, variables } from '../db/schema';
import { checkLedger } from '../ledger/ledger-check';
import { memberBalances } from '../ledger/ledger.service';
import { useTestApp } from '../test/build-app';
import { findUser, fundWallet, memberClient, registerMember } from '../test/factories';
import { rowsOf } from '../db/rows';

const ctx = useTestApp();

type Call = Awaited<ReturnType<typeof memberClient>>;

/** A member holding `points` Enjoy Points, bought the real way: from the wallet, through the API. */
async function memberWithPoints(points: number) {
  const member = await registerMember(ctx);
  const call = await memberClient(ctx, member.username);
  const membershipId = (await findUser(ctx, member.username)).membershipId!;
  if (points) {
    await fundWallet(ctx, member.id, points * 100);
    const payment = (await call('POST', '/api/payments', { paymentBy: 'WALLET_PAYMENT', action: 'enjoypoints', amount: 0, type: 'movement' })).json();
    await call('POST', '/api/register_orders', { newMember: membershipId, payment: payment.id, extra: { enjoypoints: String(points) } });
    expect((await call('POST', `/api/payments/confirmPayment/${payment.id}`)).json().status).toBe('paid');
  }
  return { ...member, call, membershipId };
}

/** The browser's two steps for an Enjoy Pass (spec section 4): the payment, then its register order. */
async function preparePass(call: Call, membershipId: number, passes: number) {
  const payment = await call('POST', '/api/payments', { paymentBy: 'ENJOY_POINTS_PAYMENT', action: 'enjoy_pass', amount: passes, type: 'movement', enjoypass: passes });
  expect(payment.statusCode).toBe(201);
  const order = await call('POST', '/api/register_orders', { newMember: membershipId, payment: payment.json()['@id'], extra: { enjoypass: String(passes) } });
  expect(order.statusCode).toBe(201);
  return payment.json().id as number;
}

const ledgerOf = (paymentId: number) => ctx.database.db.$count(ledgerTransactions, eq(ledgerTransactions.reference, `payment:${paymentId}`));

async function revenue(): Promise<number> {
  const result = await ctx.database.db.execute(sql`select balance from ledger_accounts where user_id is null and kind = 'company_revenue'`);
  return Number(rowsOf<{ balance: string | number }>(result)[0]?.balance ?? 0);
}

describe('Enjoy Pass paid with Enjoy Points', () => {
  it('debits the points, credits revenue, issues a receipt, once however often confirmed', async () => {
    const member = await memberWithPoints(150);
    const revenueBefore = await revenue();
    const id = await preparePass(member.call, member.membershipId, 100);
    expect((await member.call('GET', `/api/payments/${id}`)).json()).toMatchObject({ status: 'pending', type: 'enjoy_pass', enjoypass: 100, amount: 100, fee: 0, tax: 0 });
    expect((await member.call('GET', `/api/payments/payWith/${id}`)).json()).toMatchObject({ method: 'ENJOY_POINTS_PAYMENT', amount: 100 });

    const confirm = () => member.call('POST', `/api/payments/confirmPayment/${id}`);
    expect((await confirm()).json()).toMatchObject({ status: 'paid', type: 'enjoy_pass', enjoypass: 100, paymentBy: 'ENJOY_POINTS_PAYMENT' });
    for (let i = 0; i < 3; i += 1) expect((await confirm()).json()).toMatchObject({ status: 'paid', enjoypass: 100 });

    expect(await memberBalances(ctx.database.db, member.id)).toMatchObject({ enjoy_points: 5_000, wallet_available: 0 });
    expect(await revenue()).toBe(revenueBefore + 10_000);
    expect(await ledgerOf(id)).toBe(1);
    const receipts = await ctx.database.db.select().from(invoices).where(eq(invoices.paymentId, id));
    expect(receipts).toEqual([expect.objectContaining({ invoiceType: 'receipt', net: 10_000, tax: 0, fee: 0, actualAmount: 10_000, concept: 'Enjoy Pass (100)' })]);
    expect((await member.call('GET', '/api/wallets')).json()['hydra:member'][0]).toMatchObject({ enjoyPoints: 50 });
    const bought = (await member.call('GET', '/api/payments?type=enjoy_pass&status=paid')).json();
    expect(bought['hydra:member']).toEqual([expect.objectContaining({ id, enjoypass: 100 })]);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('refuses a pass the points cannot pay, in the member language, changing nothing', async () => {
    const member = await memberWithPoints(60);
    const id = await preparePass(member.call, member.membershipId, 100);
    const refused = await member.call('POST', `/api/payments/confirmPayment/${id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'ENJOY_POINTS_NOT_ENOUGH', 'hydra:description': 'Not enough EnjoyPoints' });
    const token = await ctx.tokenFor(member.username, 'Member1234');
    const inSpanish = await ctx.app.server.inject({ method: 'POST', url: `/api/payments/confirmPayment/${id}`, headers: { authorization: `Bearer ${token}`, 'accept-language': 'es' } });
    expect(inSpanish.json()['hydra:description']).toBe('No tienes suficientes EnjoyPoints');

    expect((await member.call('GET', `/api/payments/${id}`)).json().status).toBe('pending');
    expect(await memberBalances(ctx.database.db, member.id)).toMatchObject({ enjoy_points: 6_000 });
    expect(await ledgerOf(id)).toBe(0);
    expect(await ctx.database.db.$count(invoices, eq(invoices.paymentId, id))).toBe(0);
    // 50 passes fit: the same member can still buy what the balance pays.
    const smaller = await preparePass(member.call, member.membershipId, 50);
    expect((await member.call('POST', `/api/payments/confirmPayment/${smaller}`)).json().status).toBe('paid');
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('refuses a count not on offer with the translated violation, at either step', async () => {
    const member = await memberWithPoints(0);
    const early = await member.call('POST', '/api/payments', { paymentBy: 'ENJOY_POINTS_PAYMENT', action: 'enjoy_pass', amount: 75, type: 'movement', enjoypass: 75 });
    expect(early.statusCode).toBe(400);
    expect(early.json().violations).toEqual([expect.objectContaining({
      propertyPath: 'enjoypass', code: 'validation.enjoyPassOptions', message: 'Choose one of the options: 50, 100, 200 passes',
    })]);

    const payment = (await member.call('POST', '/api/payments', { paymentBy: 'ENJOY_POINTS_PAYMENT', action: 'enjoy_pass', amount: 0, type: 'movement' })).json();
    const late = await member.call('POST', '/api/register_orders', { newMember: member.membershipId, payment: payment.id, extra: { enjoypass: '75' } });
    expect(late.statusCode).toBe(400);
    expect(late.json().violations[0]).toMatchObject({ propertyPath: 'extra.enjoypass', code: 'validation.enjoyPassOptions' });
    expect((await member.call('GET', `/api/payments/${payment.id}`)).json().status).toBe('prepare');

    // The amount entered must be the price of the passes chosen (1 point each).
    const wrongAmount = await member.call('POST', '/api/payments', { paymentBy: 'ENJOY_POINTS_PAYMENT', action: 'enjoy_pass', amount: 20, type: 'movement', enjoypass: 50 });
    expect(wrongAmount.json().violations[0]).toMatchObject({ propertyPath: 'amount', code: 'validation.invalid' });
    // The order may not change the count given in step 1.
    const fifty = (await member.call('POST', '/api/payments', { paymentBy: 'ENJOY_POINTS_PAYMENT', action: 'enjoy_pass', amount: 50, type: 'movement', enjoypass: 50 })).json();
    const changed = await member.call('POST', '/api/register_orders', { newMember: member.membershipId, payment: fifty.id, extra: { enjoypass: '200' } });
    expect(changed.json().violations[0]).toMatchObject({ propertyPath: 'extra.enjoypass', code: 'validation.invalid' });
  });

  it('offers the counts of the live enjoyPassOptions variable', async () => {
    await ctx.database.db.update(variables).set({ value: '10,50' }).where(eq(variables.keyValue, 'enjoyPassOptions'));
    try {
      const member = await memberWithPoints(30);
      const refused = await member.call('POST', '/api/payments', { paymentBy: 'ENJOY_POINTS_PAYMENT', action: 'enjoy_pass', amount: 100, type: 'movement', enjoypass: 100 });
      expect(refused.json().violations[0]).toMatchObject({ code: 'validation.enjoyPassOptions', message: 'Choose one of the options: 10, 50 passes' });
      const id = await preparePass(member.call, member.membershipId, 10);
      expect((await member.call('POST', `/api/payments/confirmPayment/${id}`)).json()).toMatchObject({ status: 'paid', enjoypass: 10 });
      expect((await memberBalances(ctx.database.db, member.id)).enjoy_points).toBe(2_000);
    } finally {
      await ctx.database.db.update(variables).set({ value: '50,100,200' }).where(eq(variables.keyValue, 'enjoyPassOptions'));
    }
  });

  it('an Enjoy Pass is paid with Enjoy Points only, and Enjoy Points pay nothing else', async () => {
    const member = await memberWithPoints(100);
    const byWallet = await member.call('POST', '/api/payments', { paymentBy: 'WALLET_PAYMENT', action: 'enjoy_pass', amount: 50, type: 'movement', enjoypass: 50 });
    expect(byWallet.statusCode).toBe(400);
    expect(byWallet.json().violations[0]).toMatchObject({ propertyPath: 'paymentBy', code: 'validation.enjoyPassPaidWithPoints', message: 'An Enjoy Pass is paid with Enjoy Points' });

    const transfer = (await member.call('POST', '/api/payments', { paymentBy: 'TRANS_PAYMENT', action: 'enjoy_pass', amount: 0, type: 'movement' })).json();
    const order = await member.call('POST', '/api/register_orders', { newMember: member.membershipId, payment: transfer.id, extra: { enjoypass: '50' } });
    expect(order.json().violations[0]).toMatchObject({ propertyPath: 'paymentBy', code: 'validation.enjoyPassPaidWithPoints' });

    const monthly = await member.call('POST', '/api/payments', { paymentBy: 'ENJOY_POINTS_PAYMENT', action: 'monthly', amount: 0, type: 'monthly' });
    expect(monthly.json().violations[0]).toMatchObject({ propertyPath: 'paymentBy', code: 'validation.enjoyPointsPayOnlyPass', message: 'Enjoy Points can only pay for an Enjoy Pass' });
    const points = (await member.call('POST', '/api/payments', { paymentBy: 'ENJOY_POINTS_PAYMENT', action: 'enjoypoints', amount: 0, type: 'movement' })).json();
    const pointsOrder = await member.call('POST', '/api/register_orders', { newMember: member.membershipId, payment: points.id, extra: { enjoypoints: '30' } });
    expect(pointsOrder.json().violations[0]).toMatchObject({ propertyPath: 'paymentBy', code: 'validation.enjoyPointsPayOnlyPass' });

    expect(await memberBalances(ctx.database.db, member.id)).toMatchObject({ enjoy_points: 10_000 });
    expect(await ctx.database.db.$count(payments, sql`user_id = ${member.id} and status = 'pending'`)).toBe(0);
  });
});

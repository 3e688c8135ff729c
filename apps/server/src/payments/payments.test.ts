import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, payments } from '../db/schema';
import { checkLedger } from '../ledger/ledger-check';
import { memberBalances } from '../ledger/ledger.service';
import { useTestApp } from '../test/build-app';
import {
  createAdmin, findUser, fundWallet, MEMBER_PASSWORD, memberClient, membershipByLevel, registerMember, registerPaidMember, registrationBody,
} from '../test/factories';

const ctx = useTestApp();

const membership = (level: number) => membershipByLevel(ctx, level);
const client = (username: string) => memberClient(ctx, username);
const paidMember = (level = 2) => registerPaidMember(ctx, level);

describe('bank-transfer registration confirmed by an admin', () => {
  it('activates the member, invoices, records volume and posts the ledger exactly once, however often replayed', async () => {
    const body = await registrationBody(ctx, { membershipId: (await membership(2)).id, paymentMethod: 'TRANS_PAYMENT' });
    const registered = (await ctx.app.server.inject({ method: 'POST', url: '/api/register', payload: body })).json();
    const paymentId = registered.payment.paymentId;
    // Until the transfer arrives the login refuses, saying the sign-up's payment is pending.
    expect((await ctx.login(body.username, MEMBER_PASSWORD)).json().code).toBe('REGISTRATION_PAYMENT_PENDING');

    const admin = await createAdmin(ctx);
    const confirm = () => ctx.app.server.inject({ method: 'POST', url: `/api/admin/payments/${paymentId}/confirm`, headers: { authorization: `Bearer ${admin.token}` } });
    const first = await confirm();
    expect(first.json()).toMatchObject({ status: 'paid', amount: 53.5, net: 50, tax: 3.5, fee: 0, changed: true });
    for (let i = 0; i < 3; i += 1) expect((await confirm()).json()).toMatchObject({ status: 'paid', changed: false });

    const user = await findUser(ctx, body.username);
    expect(user).toMatchObject({ isActive: true, personalPoints: 5_000 });
    expect(user.paidUntil).not.toBeNull();
    const issued = await ctx.database.db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ invoiceType: 'received', net: 5_000, tax: 350, actualAmount: 5_350, invoiceNo: expect.stringMatching(/^F\d{4}-\d{6}$/) });
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
    expect((await ctx.login(body.username, MEMBER_PASSWORD)).statusCode).toBe(200);
  });

  it('members cannot confirm; an admin can reject with a reason', async () => {
    const body = await registrationBody(ctx, { membershipId: (await membership(4)).id, paymentMethod: 'TRANS_PAYMENT' });
    const registered = (await ctx.app.server.inject({ method: 'POST', url: '/api/register', payload: body })).json();
    const member = await registerMember(ctx);
    const asMember = await client(member.username);
    expect((await asMember('POST', `/api/admin/payments/${registered.payment.paymentId}/confirm`)).statusCode).toBe(403);
    const admin = await createAdmin(ctx);
    const rejected = await ctx.app.server.inject({
      method: 'POST', url: `/api/admin/payments/${registered.payment.paymentId}/reject`, payload: { reason: 'No transfer received' },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'No transfer received' });
    const again = await ctx.app.server.inject({ method: 'POST', url: `/api/admin/payments/${registered.payment.paymentId}/confirm`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(again.statusCode).toBe(409);
  });
});

describe('two-step preparation (spec section 4) and wallet payments', () => {
  it('a monthly fee: payment, then register order, then paid from the wallet', async () => {
    const member = await paidMember(2);
    await fundWallet(ctx, member.id, 5_000);
    const call = await client(member.username);
    const start = await membership(2);
    const before = (await findUser(ctx, member.username)).paidUntil!;

    const prepared = await call('POST', '/api/payments', { user: `/api/users/${member.id}`, paymentBy: 'WALLET_PAYMENT', action: 'monthly', amount: 0, type: 'monthly' });
    expect(prepared.statusCode).toBe(201);
    expect(prepared.json()).toMatchObject({ status: 'prepare', amount: 0 });
    const order = await call('POST', '/api/register_orders', { newMember: `/api/member_ships/${start.id}`, payment: prepared.json()['@id'] });
    expect(order.statusCode).toBe(201);
    // start monthly 20 € + 7 % VAT, no fee from the wallet.
    expect((await call('GET', `/api/payments/${prepared.json().id}`)).json()).toMatchObject({ status: 'pending', amount: 21.4 });
    expect((await call('GET', `/api/payments/payWith/${prepared.json().id}`)).json()).toMatchObject({ method: 'WALLET_PAYMENT', amount: 21.4 });

    const paid = await call('POST', `/api/payments/confirmPayment/${prepared.json().id}`);
    expect(paid.json()).toMatchObject({ status: 'paid' });
    expect((await memberBalances(ctx.database.db, member.id)).wallet_available).toBe(5_000 - 2_140);
    const after = (await findUser(ctx, member.username)).paidUntil!;
    expect(after > before).toBe(true);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('buys Enjoy Points with the wallet (minimum 25) and gets a receipt', async () => {
    const member = await paidMember(2);
    await fundWallet(ctx, member.id, 10_000);
    const call = await client(member.username);
    const start = await membership(2);
    const prepare = async () => (await call('POST', '/api/payments', { paymentBy: 'WALLET_PAYMENT', action: 'enjoypoints', amount: 0, type: 'movement' })).json();

    const tooFew = await call('POST', '/api/register_orders', { newMember: start.id, payment: (await prepare()).id, extra: { enjoypoints: '20' } });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().violations[0]).toMatchObject({ code: 'validation.enjoyPointsMinimum', message: expect.stringContaining('25') });

    const payment = await prepare();
    await call('POST', '/api/register_orders', { newMember: start.id, payment: payment.id, extra: { enjoypoints: '30' } });
    expect((await call('POST', `/api/payments/confirmPayment/${payment.id}`)).json()).toMatchObject({ status: 'paid', type: 'enjoy_points', enjoyPoints: 30 });
    expect(await memberBalances(ctx.database.db, member.id)).toMatchObject({ wallet_available: 7_000, enjoy_points: 3_000 });
    const [receipt] = await ctx.database.db.select().from(invoices).where(eq(invoices.paymentId, payment.id));
    expect(receipt).toMatchObject({ invoiceType: 'receipt', net: 3_000, tax: 0, invoiceNo: expect.stringMatching(/^R/) });
    expect((await call('GET', '/api/wallets')).json()['hydra:member'][0]).toMatchObject({ available: 70, enjoyPoints: 30 });
  });

  it('refuses what it cannot do, changing nothing', async () => {
    const member = await paidMember(2);
    const other = await paidMember(2);
    const call = await client(member.username);
    const start = await membership(2);
    const inactive = await call('POST', '/api/payments', { paymentBy: 'COINGATE_PAYMENT', action: 'monthly', amount: 0, type: 'monthly' });
    expect(inactive.json()).toMatchObject({ code: 'PAYMENT_METHOD_INACTIVE', 'hydra:description': 'This payment method is not available' });
    expect((await call('POST', '/api/payments', { paymentBy: 'NOPE', action: 'x', amount: 0, type: 'monthly' })).statusCode).toBe(400);

    const othersPayment = (await (await client(other.username))('POST', '/api/payments', { paymentBy: 'WALLET_PAYMENT', action: 'monthly', amount: 0, type: 'monthly' })).json();
    expect((await call('POST', '/api/register_orders', { newMember: start.id, payment: othersPayment.id })).json().code).toBe('PAYMENT_NOT_FOUND');
    expect((await call('GET', `/api/payments/${othersPayment.id}`)).statusCode).toBe(404);

    const mine = (await call('POST', '/api/payments', { paymentBy: 'WALLET_PAYMENT', action: 'monthly', amount: 0, type: 'monthly' })).json();
    await call('POST', '/api/register_orders', { newMember: start.id, payment: mine.id });
    expect((await call('POST', '/api/register_orders', { newMember: start.id, payment: mine.id })).json().code).toBe('PAYMENT_NOT_VALID');
    const broke = await call('POST', `/api/payments/confirmPayment/${mine.id}`);
    expect(broke.json()).toMatchObject({ code: 'WALLET_NOT_ENOUGH', 'hydra:description': 'You do not have enough balance in your wallet' });
    expect((await call('GET', `/api/payments/${mine.id}`)).json().status).toBe('pending');
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('a member may cancel only their own pending order', async () => {
    const member = await paidMember(2);
    const other = await paidMember(2);
    const call = await client(member.username);
    const start = await membership(2);
    const payment = (await call('POST', '/api/payments', { paymentBy: 'WALLET_PAYMENT', action: 'monthly', amount: 0, type: 'monthly' })).json();
    const order = (await call('POST', '/api/register_orders', { newMember: start.id, payment: payment.id })).json();
    expect((await (await client(other.username))('PUT', `/api/register_orders/${order.id}`, { status: 'cancelled' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/register_orders/${order.id}`, { status: 'confirmed' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/register_orders/${order.id}`, { status: 'cancelled' })).json().status).toBe('cancelled');
    expect((await call('GET', `/api/payments/${payment.id}`)).json().status).toBe('cancelled');
    expect((await call('GET', '/api/register_orders?status=cancelled')).json()['hydra:member']).toHaveLength(1);
    expect((await call('GET', `/api/register_orders/${order.id}`)).json()).toMatchObject({ '@type': 'RegisterOrder', status: 'cancelled', payment: `/api/payments/${payment.id}` });
    // Somebody else's order is neither listed nor found.
    const otherCall = await client(other.username);
    expect((await otherCall('GET', `/api/register_orders?payment=${payment.id}`)).json()['hydra:totalItems']).toBe(0);
    expect((await otherCall('GET', `/api/register_orders/${order.id}`)).statusCode).toBe(404);
  });

  it('filters register orders by the payment\'s member (payment.user): an admin any member, a member only their own', async () => {
    const member = await paidMember(2);
    const other = await paidMember(2);
    const admin = await createAdmin(ctx);
    const asAdmin = (query: string) => ctx.app.server.inject({ method: 'GET', url: `/api/register_orders?${query}`, headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en' } });
    const ofMember = (await asAdmin(`payment.user=${member.id}`)).json();
    expect(ofMember['hydra:totalItems']).toBeGreaterThan(0);
    const payers = await Promise.all(ofMember['hydra:member'].map(async (o: { payment: string }) =>
      (await ctx.database.db.select({ userId: payments.userId }).from(payments).where(eq(payments.id, Number(o.payment.split('/').pop()))))[0]!.userId));
    expect(new Set(payers)).toEqual(new Set([member.id]));
    expect((await asAdmin(`payment.user[]=${member.id}&payment.user[]=${other.id}`)).json()['hydra:totalItems']).toBe(ofMember['hydra:totalItems'] * 2);
    const bad = await asAdmin('payment.user=someone');
    expect(bad.statusCode).toBe(400);
    // A member naming another member's id still sees only their own orders: none of the other's.
    expect((await (await client(member.username))('GET', `/api/register_orders?payment.user=${other.id}`)).json()['hydra:totalItems']).toBe(0);
  });
});

describe('invoice numbers', () => {
  it('stay gapless when many payments are confirmed at once', async () => {
    const admin = await createAdmin(ctx);
    const pending = [];
    for (let i = 0; i < 12; i += 1) {
      const body = await registrationBody(ctx, { membershipId: (await membership(2)).id, paymentMethod: 'TRANS_PAYMENT' });
      pending.push((await ctx.app.server.inject({ method: 'POST', url: '/api/register', payload: body })).json().payment.paymentId);
    }
    await Promise.all(pending.map((id) => ctx.app.server.inject({ method: 'POST', url: `/api/admin/payments/${id}/confirm`, headers: { authorization: `Bearer ${admin.token}` } })));
    const numbers = (await ctx.database.db.select({ n: invoices.number }).from(invoices).where(eq(invoices.series, 'F'))).map((r) => r.n).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(await ctx.database.db.$count(payments, sql`status = 'paid'`)).toBeGreaterThanOrEqual(12);
  });
});

describe('invoices', () => {
  it('lists my invoices with filters and downloads a real PDF; another member gets 404', async () => {
    const member = await paidMember(4);
    const other = await registerMember(ctx);
    const call = await client(member.username);
    const list = (await call('GET', '/api/invoices?invoiceType=received&order[createAt]=desc')).json();
    expect(list['hydra:member']).toEqual([expect.objectContaining({ invoiceType: 'received', net: 150, tax: 10.5, actualAmount: 160.5 })]);
    const id = list['hydra:member'][0].id;
    const pdf = await call('POST', `/pdf/invoices/${id}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.SAVE_PDF) (await import('node:fs')).writeFileSync(process.env.SAVE_PDF, pdf.rawPayload);
    expect((await (await client(other.username))('GET', `/pdf/invoices/${id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/invoices?createAt[strictly_before]=2000-01-01')).json()['hydra:totalItems']).toBe(0);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments, products, variables } from '../db/schema';
import { checkLedger } from '../ledger/ledger-check';
import { memberBalances } from '../ledger/ledger.service';
import { useTestApp } from '../test/build-app';
import { createAdmin, findUser, fundWallet, memberClient, registerPaidMember } from '../test/factories';
import { countryId, createProduct } from './test-shop';

/*
 * The shop (issue 17): the minimum and the default order, one country per order, stock taken at payment under the
 * row lock, volume and invoice, and the console's ship and cancel. With DATABASE_URL the parallel buyers really race.
 */
const ctx = useTestApp();
type Client = Awaited<ReturnType<typeof memberClient>>;
let spain: number;
let portugal: number;
let admin: Client;

beforeAll(async () => {
  spain = await countryId(ctx.database.db, 'ES');
  portugal = await countryId(ctx.database.db, 'PT');
  const { username } = await createAdmin(ctx);
  admin = await memberClient(ctx, username);
  await ctx.database.db.update(variables).set({ value: '60.00' }).where(eq(variables.keyValue, 'shopMinimumAmount'));
});

/** A paid member with `cents` in the wallet, and their client. */
async function buyer(cents = 100_000) {
  const member = await registerPaidMember(ctx, 2);
  if (cents) await fundWallet(ctx, member.id, cents);
  return { ...member, api: await memberClient(ctx, member.username) };
}

const order = (api: Client, country: number, items: { product: number; quantity: number }[], paymentBy = 'WALLET_PAYMENT') =>
  api('POST', '/api/shop_orders', { country, items, paymentBy });
const pay = (api: Client, paymentId: number) => api('POST', `/api/payments/confirmPayment/${paymentId}`);
const stockOf = async (id: number) => (await ctx.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

describe('the cart: minimum amount, default order and country', () => {
  it('below the minimum the country default order applies and the answer says why; at the minimum the cart stays', async () => {
    const { db } = ctx.database;
    // 10.00 net + 21 % = 12.10 a unit; the default order is 3 x 20.00 + 21 % = 72.60.
    const single = await createProduct(db, { countryId: spain, price: 1_000, vatRateBp: 2_100, points: 500 });
    const basket = await createProduct(db, { countryId: spain, price: 2_000, vatRateBp: 2_100, points: 1_500, defaultQuantity: 3 });
    const { api } = await buyer();

    const small = await order(api, spain, [{ product: single.id, quantity: 4 }]);
    expect(small.statusCode, small.body).toBe(201);
    expect(small.json()).toMatchObject({
      defaultApplied: true, status: 'pending_payment', net: 60, vat: 12.6, total: 72.6, points: 45,
      notice: 'The order did not reach the minimum of 60.00 euro: the default order of the country applies',
    });
    expect(small.json().items.map((i: { product: number; quantity: number }) => [i.product, i.quantity])).toEqual([[basket.id, 3]]);

    // An empty cart is below the minimum too.
    expect((await order(api, spain, [])).json()).toMatchObject({ defaultApplied: true, total: 72.6 });

    const enough = await order(api, spain, [{ product: single.id, quantity: 5 }]);
    expect(enough.json()).toMatchObject({ defaultApplied: false, notice: null, net: 50, vat: 10.5, total: 60.5, points: 25 });
    const [payment] = await db.select().from(payments).where(eq(payments.id, enough.json().payment));
    // Priced by the server: what the browser could have sent plays no part.
    expect(payment).toMatchObject({ type: 'shop', status: 'pending', net: 5_000, tax: 1_050, fee: 0, total: 6_050, points: 2_500 });
  });

  it('an order is of one country: a product of another country, an inactive or a repeated one is refused', async () => {
    const { db } = ctx.database;
    const here = await createProduct(db, { countryId: spain, price: 10_000 });
    const there = await createProduct(db, { countryId: portugal, price: 10_000 });
    const hidden = await createProduct(db, { countryId: spain, price: 10_000, isActive: false });
    const { api } = await buyer();
    const refused = async (items: { product: number; quantity: number }[]) => {
      const answer = await order(api, spain, items);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json().violations.map((v: { propertyPath: string; code: string }) => `${v.propertyPath} ${v.code}`);
    };
    expect(await refused([{ product: here.id, quantity: 1 }, { product: there.id, quantity: 1 }])).toEqual(['items[1].product validation.shopOtherCountry']);
    expect(await refused([{ product: hidden.id, quantity: 1 }])).toEqual(['items[0].product validation.shopOtherCountry']);
    expect(await refused([{ product: here.id, quantity: 1 }, { product: here.id, quantity: 2 }])).toEqual(['items[1].product validation.shopDuplicateProduct']);
    // The same product in its own country is fine.
    expect((await order(api, portugal, [{ product: there.id, quantity: 1 }])).statusCode).toBe(201);
  });

  it('members see the active products of a country; admins every one', async () => {
    const { db } = ctx.database;
    const shown = await createProduct(db, { countryId: portugal, sort: 1 });
    const hidden = await createProduct(db, { countryId: portugal, isActive: false });
    const { api } = await buyer(0);
    const ids = async (client: Client) => ((await client('GET', `/api/products?country=${portugal}&itemsPerPage=100`)).json()['hydra:member'] as { id: number }[]).map((p) => p.id);
    expect(await ids(api)).toContain(shown.id);
    expect(await ids(api)).not.toContain(hidden.id);
    expect(await ids(admin)).toContain(hidden.id);
    expect((await api('GET', `/api/products/${hidden.id}`)).statusCode).toBe(404);
  });
});

describe('paying an order', () => {
  it('from the wallet: stock taken, points become volume, invoice issued, ledger balanced; sold out refused with nothing moved', async () => {
    const { db } = ctx.database;
    const product = await createProduct(db, { countryId: spain, price: 5_000, vatRateBp: 2_100, points: 4_000, stock: 3 });
    const first = await buyer();
    const second = await buyer();
    const a = (await order(first.api, spain, [{ product: product.id, quantity: 2 }])).json();
    const b = (await order(second.api, spain, [{ product: product.id, quantity: 2 }])).json();
    const before = await findUser(ctx, first.username);

    const paid = await pay(first.api, a.payment);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await first.api('GET', `/api/shop_orders/${a.id}`)).json()).toMatchObject({ status: 'paid' });
    expect(await stockOf(product.id)).toBe(1);
    expect((await findUser(ctx, first.username)).personalPoints).toBe(before.personalPoints + 8_000);
    expect(await db.select().from(invoices).where(eq(invoices.paymentId, a.payment))).toMatchObject([{ invoiceType: 'received', net: 10_000, tax: 2_100 }]);
    expect((await memberBalances(db, first.id)).wallet_available).toBe(100_000 - 12_100);

    const refused = await pay(second.api, b.payment);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SHOP_SOLD_OUT', 'hydra:description': 'There is not enough stock left of a product of this order' });
    expect((await memberBalances(db, second.id)).wallet_available).toBe(100_000);
    expect((await second.api('GET', `/api/shop_orders/${b.id}`)).json()).toMatchObject({ status: 'pending_payment' });
    expect(await stockOf(product.id)).toBe(1);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('20 buyers of the last 3 units at once: 3 paid, 17 refused, stock never below zero', async () => {
    const { db } = ctx.database;
    const product = await createProduct(db, { countryId: spain, price: 10_000, stock: 3 });
    const buyers = [];
    for (let i = 0; i < 20; i += 1) buyers.push(await buyer());
    const orders = await Promise.all(buyers.map(async (b) => (await order(b.api, spain, [{ product: product.id, quantity: 1 }])).json()));
    const answers = await Promise.all(buyers.map((b, i) => pay(b.api, orders[i].payment)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(3).fill(200), ...Array(17).fill(409)]);
    expect(await stockOf(product.id)).toBe(0);
    expect((await checkLedger(db)).ok).toBe(true);
  }, 120_000);
});

describe('history and the console', () => {
  it('members list and read their own orders only; the console ships and cancels (refund, stock back, volume reversed)', async () => {
    const { db } = ctx.database;
    const product = await createProduct(db, { countryId: spain, price: 7_000, vatRateBp: 2_100, points: 7_000, stock: 10 });
    const member = await buyer();
    const other = await buyer();
    const shipped = (await order(member.api, spain, [{ product: product.id, quantity: 1 }])).json();
    const cancelled = (await order(member.api, spain, [{ product: product.id, quantity: 2 }])).json();
    const pending = (await order(member.api, spain, [{ product: product.id, quantity: 1 }], 'TRANS_PAYMENT')).json();
    await pay(member.api, shipped.payment);
    await pay(member.api, cancelled.payment);
    expect(await stockOf(product.id)).toBe(7);
    const pointsPaid = (await findUser(ctx, member.username)).personalPoints;

    const list = (await member.api('GET', '/api/shop_orders')).json();
    expect(list['hydra:member'].map((o: { id: number }) => o.id)).toEqual([pending.id, cancelled.id, shipped.id]);
    expect((await other.api('GET', `/api/shop_orders/${shipped.id}`)).statusCode).toBe(404);
    expect((await other.api('GET', '/api/shop_orders')).json()['hydra:totalItems']).toBe(0);
    expect((await member.api('PUT', `/api/admin/shop_orders/${shipped.id}`, { status: 'shipped' })).statusCode).toBe(403);

    const ship = await admin('PUT', `/api/admin/shop_orders/${shipped.id}`, { status: 'shipped' });
    expect(ship.json()).toMatchObject({ status: 'shipped', shippedAt: expect.any(String) });
    expect((await admin('PUT', `/api/admin/shop_orders/${shipped.id}`, { status: 'cancelled' })).statusCode).toBe(409);
    expect((await admin('PUT', `/api/admin/shop_orders/${pending.id}`, { status: 'shipped' })).statusCode).toBe(409);

    const cancel = await admin('PUT', `/api/admin/shop_orders/${cancelled.id}`, { status: 'cancelled' });
    expect(cancel.json()).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect((await db.select().from(payments).where(eq(payments.id, cancelled.payment)))[0]!.status).toBe('refunded');
    expect(await stockOf(product.id)).toBe(9);
    expect((await findUser(ctx, member.username)).personalPoints).toBe(pointsPaid - 14_000);
    expect((await memberBalances(db, member.id)).wallet_available).toBe(100_000 - 8_470);

    expect((await admin('PUT', `/api/admin/shop_orders/${pending.id}`, { status: 'cancelled' })).json()).toMatchObject({ status: 'cancelled' });
    expect((await db.select().from(payments).where(eq(payments.id, pending.payment)))[0]!.status).toBe('cancelled');
    expect((await admin('GET', '/api/shop_orders?itemsPerPage=100')).json()['hydra:totalItems']).toBeGreaterThanOrEqual(3);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('a refund made from the payments screen cancels the order and gives its units back; a shipped order stays shipped', async () => {
    const { db } = ctx.database;
    const product = await createProduct(db, { countryId: spain, price: 7_000, stock: 10 });
    const member = await buyer();
    const kept = (await order(member.api, spain, [{ product: product.id, quantity: 2 }])).json();
    const sent = (await order(member.api, spain, [{ product: product.id, quantity: 1 }])).json();
    await pay(member.api, kept.payment);
    await pay(member.api, sent.payment);
    await admin('PUT', `/api/admin/shop_orders/${sent.id}`, { status: 'shipped' });
    expect(await stockOf(product.id)).toBe(7);

    const refund = (paymentId: number) => admin('POST', `/api/admin/payments/${paymentId}/refund`, { reason: 'Customer asked for it' });
    expect((await refund(kept.payment)).statusCode).toBe(200);
    expect((await member.api('GET', `/api/shop_orders/${kept.id}`)).json()).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect(await stockOf(product.id)).toBe(9);

    expect((await refund(sent.payment)).statusCode).toBe(200);
    expect((await member.api('GET', `/api/shop_orders/${sent.id}`)).json()).toMatchObject({ status: 'shipped' });
    expect(await stockOf(product.id)).toBe(9);
    expect((await checkLedger(db)).ok).toBe(true);
  });
});

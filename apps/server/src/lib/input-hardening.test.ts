import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { mediaObjects, payments, profiles, registerOrders, users } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, MEMBER_PASSWORD, memberClient, registerMember, registrationBody } from '../test/factories';

// Issue 13, items 8 to 11 and 13: hostile input that used to end in 500 is a translated 4xx and writes nothing.
const ctx = useTestApp();
const inject = (options: InjectOptions) =>
  ctx.app.server.inject({ ...options, headers: { 'accept-language': 'en', ...options.headers } });
const userCount = () => ctx.database.db.$count(users);

function expectInvalid(response: { statusCode: number; json(): { violations?: unknown[] } }, propertyPath: string) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
  expect(response.json().violations).toContainEqual(expect.objectContaining({ propertyPath, code: 'validation.invalid', message: `${propertyPath.split('.').pop()} is not valid` }));
}

describe('a NUL byte in any string (item 8)', () => {
  it('is refused in a path, a query and a login form', async () => {
    expectInvalid(await inject({ method: 'GET', url: '/api/checkEmail/%00' }), 'email');
    expectInvalid(await inject({ method: 'GET', url: '/api/countries?search=%00' }), 'search');
    const form = 'grant_type=password&client_id=virtual-office-web&client_secret=dev-client-secret-change-me&username=de%00mo&password=x';
    expectInvalid(await inject({ method: 'POST', url: '/api/login', payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 'username');
  });

  it('is refused in JSON, nested or as a key, and nothing is written', async () => {
    const member = await registerMember(ctx);
    const call = await memberClient(ctx, member.username);
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.userId, member.id));
    expectInvalid(await call('PUT', `/api/profiles/${profile!.id}`, { city: 'Ma\u0000drid' }), 'city');
    expectInvalid(await call('GET', '/api/invoices?search=%00'), 'search');
    const [after] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, profile!.id));
    expect(after!.city).toBe('Madrid');

    const before = await userCount();
    const body = await registrationBody(ctx);
    expectInvalid(await inject({ method: 'POST', url: '/api/register', payload: { ...body, username: 'nul\u0000member' } }), 'username');
    expectInvalid(await inject({ method: 'POST', url: '/api/register', payload: { ...body, ['x\u0000']: 1 } }), 'x\u0000');
    expect(await userCount()).toBe(before);
  });
});

describe('dates in list filters (item 9)', () => {
  it('accept years 1 to 9999 only', async () => {
    const member = await registerMember(ctx);
    const call = await memberClient(ctx, member.username);
    for (const date of ['99999-01-01', '-000001-01-01', '0000-12-31']) {
      expectInvalid(await call('GET', `/api/invoices?createAt[after]=${encodeURIComponent(date)}`), 'createAt[after]');
    }
    expect((await call('GET', '/api/invoices?createAt[after]=0001-01-01&createAt[before]=9999-12-31')).statusCode).toBe(200);
  });

  it('refuses a day that is not on the calendar (JavaScript rolls 30 February over to 2 March)', async () => {
    const member = await registerMember(ctx);
    const call = await memberClient(ctx, member.username);
    for (const date of ['2026-02-30', '2026-04-31T10:00:00Z', '2026-02-29']) {
      expectInvalid(await call('GET', `/api/invoices?createAt[after]=${encodeURIComponent(date)}`), 'createAt[after]');
    }
    expect((await call('GET', `/api/invoices?createAt[after]=2024-02-29&createAt[before]=${encodeURIComponent('2026-02-28T23:59:59Z')}`)).statusCode).toBe(200);
  });
});

describe('registering with a sponsor outside the network (item 10)', () => {
  it('is 422 SPONSOR_NOT_FOUND for an admin, and the lookup is 404', async () => {
    const admin = await createAdmin(ctx);
    const before = await userCount();
    const response = await inject({ method: 'POST', url: '/api/register', payload: await registrationBody(ctx, { sponsor: admin.username }) });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: 'SPONSOR_NOT_FOUND', 'hydra:description': expect.not.stringContaining('errors.') });
    expect(await userCount()).toBe(before);
    const lookup = await inject({ method: 'GET', url: `/api/sponsor/${admin.username}` });
    expect(lookup.statusCode).toBe(404);
    expect(lookup.json()).toMatchObject({ code: 'SPONSOR_UNKNOWN', 'hydra:description': 'The sponsor does not exist' });
    expect((await inject({ method: 'GET', url: '/api/sponsor/virtualoffice' })).statusCode).toBe(200);
  });
});

describe('multipart without a boundary (item 11)', () => {
  async function upload(payload: string, contentType: string) {
    const member = await registerMember(ctx);
    const token = await ctx.tokenFor(member.username, MEMBER_PASSWORD);
    return inject({ method: 'POST', url: '/api/media_objects', payload, headers: { authorization: `Bearer ${token}`, 'content-type': contentType } });
  }

  it('is 400, and no file is stored', async () => {
    const response = await upload('kind=photo', 'multipart/form-data');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ '@type': 'hydra:Error', 'hydra:description': 'The request is not valid' });
    expect(await ctx.database.db.$count(mediaObjects)).toBe(0);
  });

  // Found by the API fuzz test: "Unexpected end of multipart data" was a 500 before the item 11 fix.
  it('cut short after a part header is 400 too', async () => {
    const response = await upload('--b\r\nContent-Disposition: form-data; name="kind"\r\n\r\nphoto', 'multipart/form-data; boundary=b');
    expect(response.statusCode, response.body).toBe(400);
    expect(await ctx.database.db.$count(mediaObjects)).toBe(0);
  });
});

describe('Enjoy Points in a register order (item 13)', () => {
  it('have the payments cap', async () => {
    const member = await registerMember(ctx);
    const call = await memberClient(ctx, member.username);
    const payment = (await call('POST', '/api/payments', { paymentBy: 'WALLET_PAYMENT', action: 'enjoypoints', amount: 0, type: 'movement' })).json();
    const membershipId = (await ctx.database.db.select().from(users).where(eq(users.id, member.id)))[0]!.membershipId;
    const order = await call('POST', '/api/register_orders', { newMember: membershipId, payment: payment.id, extra: { enjoypoints: '999999999999' } });
    expect(order.statusCode, order.body).toBe(400);
    expect(order.json().violations[0]).toMatchObject({ propertyPath: 'extra.enjoypoints', code: 'validation.max' });
    expect(await ctx.database.db.$count(registerOrders, eq(registerOrders.paymentId, payment.id))).toBe(0);
    expect((await ctx.database.db.select().from(payments).where(eq(payments.id, payment.id)))[0]!.status).toBe('prepare');
  });
});

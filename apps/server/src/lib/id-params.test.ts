import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { memberClient, registerMember, registrationBody } from '../test/factories';

// Found by the API fuzz test: ids and integer filters beyond PostgreSQL `integer` reached the query (500).
const ctx = useTestApp();

function expectInvalid(response: { statusCode: number; body: string; json(): { violations?: unknown[] } }, propertyPath: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().violations).toContainEqual(expect.objectContaining({ propertyPath, code: 'validation.invalid', message: `${propertyPath} is not valid` }));
}

describe('an id in a path', () => {
  it('is digits without a leading zero, up to 2147483647', async () => {
    const member = await registerMember(ctx);
    const call = await memberClient(ctx, member.username);
    for (const id of ['2147483648', '9007199254740993', '0x10', '%204', '1e3', '0', '-1', '1.0', '04']) {
      expectInvalid(await call('GET', `/api/payments/${id}`), 'id');
    }
    expect((await call('GET', '/api/payments/2147483647')).statusCode).toBe(404);
    expectInvalid(await call('GET', '/api/users/2147483648/binarytree'), 'id');
  });
});

describe('an integer list filter', () => {
  it('is within PostgreSQL integer', async () => {
    const member = await registerMember(ctx);
    const call = await memberClient(ctx, member.username);
    expectInvalid(await call('GET', '/api/register_orders?payment=9007199254740992'), 'payment');
    expectInvalid(await call('GET', '/api/register_orders?payment=2147483648'), 'payment');
    expect((await call('GET', '/api/register_orders?payment=2147483647')).statusCode).toBe(200);
    expectInvalid(await call('GET', '/api/users/binaryLastLeaf?from=999999999999'), 'from');
  });
});

describe('an id in a body', () => {
  it('is within PostgreSQL integer, as a number or an IRI', async () => {
    const member = await registerMember(ctx);
    const call = await memberClient(ctx, member.username);
    const order = await call('POST', '/api/register_orders', { newMember: 2147483648, payment: '/api/payments/9007199254740991' });
    expectInvalid(order, 'newMember');
    expectInvalid(order, 'payment');
    const body = await registrationBody(ctx);
    const registration = await ctx.app.server.inject({ method: 'POST', url: '/api/register', headers: { 'accept-language': 'en' }, payload: { ...body, countryId: 2147483648, stateId: 2147483648 } });
    expectInvalid(registration, 'countryId');
    expectInvalid(registration, 'stateId');
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, MEMBER_PASSWORD, registerMember, registrationBody } from '../test/factories';

const ctx = useTestApp();

/** Signs up on a paid level by bank transfer: a pending TRANS_PAYMENT payment. */
async function transferSignUp(firstName: string) {
  const [start] = await ctx.database.db.select().from(memberships).where(and(eq(memberships.level, 2), eq(memberships.type, 'product')));
  const body = await registrationBody(ctx, { membershipId: start!.id, paymentMethod: 'TRANS_PAYMENT', firstName, lastName: 'Pagadora' });
  const registered = (await ctx.app.server.inject({ method: 'POST', url: '/api/register', payload: body })).json();
  return { id: registered.id as number, username: body.username, email: body.email as string, paymentId: registered.payment.paymentId as number };
}

const get = (url: string, token?: string) =>
  ctx.app.server.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) } });

describe('GET /api/admin/payments', () => {
  it('is for admins only', async () => {
    const member = await registerMember(ctx);
    expect((await get('/api/admin/payments')).statusCode).toBe(401);
    expect((await get('/api/admin/payments', await ctx.tokenFor(member.username, MEMBER_PASSWORD))).statusCode).toBe(403);
  });

  it('lists payments with who paid, filtered, searched and sorted', async () => {
    const ana = await transferSignUp('Ana');
    const bea = await transferSignUp('Bea');
    const admin = await createAdmin(ctx);
    await ctx.app.server.inject({ method: 'POST', url: `/api/admin/payments/${bea.paymentId}/confirm`, headers: { authorization: `Bearer ${admin.token}` } });

    const pending = (await get('/api/admin/payments?status=pending&paymentBy=TRANS_PAYMENT&type=register', admin.token)).json();
    const anaRow = pending['hydra:member'].find((p: { id: number }) => p.id === ana.paymentId);
    expect(anaRow).toMatchObject({
      '@id': `/api/payments/${ana.paymentId}`, user: `/api/users/${ana.id}`, status: 'pending', paymentBy: 'TRANS_PAYMENT',
      amount: 53.5, net: 50, tax: 3.5, fee: 0,
      member: { id: ana.id, username: ana.username, email: ana.email, name: 'Ana Pagadora' },
    });
    expect(pending['hydra:member'].some((p: { id: number }) => p.id === bea.paymentId)).toBe(false);

    const searched = (await get(`/api/admin/payments?search=${ana.email.toUpperCase()}`, admin.token)).json();
    expect(searched['hydra:totalItems']).toBe(1);
    expect(searched['hydra:member'][0].member.username).toBe(ana.username);
    expect((await get(`/api/admin/payments?search=${bea.username}&status=paid`, admin.token)).json()['hydra:totalItems']).toBe(1);
    expect((await get(`/api/admin/payments?search=${bea.username}&status=pending`, admin.token)).json()['hydra:totalItems']).toBe(0);

    const sorted = (await get('/api/admin/payments?order[username]=desc&paymentBy=TRANS_PAYMENT&itemsPerPage=100', admin.token)).json();
    const names = sorted['hydra:member'].map((p: { member: { username: string } }) => p.member.username);
    expect(names).toEqual([...names].sort().reverse());

    const future = (await get('/api/admin/payments?createdAt[after]=2999-01-01', admin.token)).json();
    expect(future['hydra:totalItems']).toBe(0);
  });

  it('refuses unknown sort fields and bad dates with a translated error', async () => {
    const admin = await createAdmin(ctx);
    const response = await get('/api/admin/payments?order[password]=asc&createdAt[before]=never', admin.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['createdAt[before]', 'order[password]']);
  });
});

describe('POST /api/admin/payments/{id}/reject', () => {
  it('needs a reason of at least 3 characters, and changes nothing without it', async () => {
    const carla = await transferSignUp('Carla');
    const admin = await createAdmin(ctx);
    const reject = (reason: unknown) => ctx.app.server.inject({
      method: 'POST', url: `/api/admin/payments/${carla.paymentId}/reject`, payload: { reason },
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'es' },
    });
    const short = await reject(' no ');
    expect(short.statusCode).toBe(400);
    expect(short.json().violations[0]).toMatchObject({ propertyPath: 'reason', code: 'validation.minLength', message: 'Mínimo 3 caracteres' });
    const list = (await get(`/api/admin/payments?search=${carla.username}`, admin.token)).json();
    expect(list['hydra:member'][0].status).toBe('pending');
    expect((await reject('Transfer not received')).json()).toMatchObject({ status: 'rejected', reason: 'Transfer not received' });
  });
});

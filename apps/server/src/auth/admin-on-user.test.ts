import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { variables } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, registerMember } from '../test/factories';

/*
 * Spec section 6, issue 18 item 19: admins may act on a member while `isAdminOnUserActive` is true, and a payment made
 * that way carries the admin-on-user fee (`adminOnUserFee`, 0.00) instead of the provider's.
 */
const ctx = useTestApp();

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object, language = 'en') =>
  ctx.app.server.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': language } });
const setVariable = (key: string, value: string) => ctx.database.db.update(variables).set({ value }).where(eq(variables.keyValue, key));

afterEach(async () => {
  await setVariable('isAdminOnUserActive', 'true');
  await setVariable('adminOnUserFee', '0.00');
  await setVariable('fee.TRANS_PAYMENT.percent', '0');
  await setVariable('fee.TRANS_PAYMENT.base', '0.00');
});

/** 30 Enjoy Points by bank transfer, priced for whoever holds the token: the fee the order got. */
async function enjoyPointsFee(token: string): Promise<number> {
  const me = (await call(token, 'GET', '/api/me')).json();
  const payment = (await call(token, 'POST', '/api/payments', { paymentBy: 'TRANS_PAYMENT', action: 'enjoy_points', amount: 0, type: 'movement' })).json();
  const order = await call(token, 'POST', '/api/register_orders', { newMember: me.membership.id, payment: payment.id, extra: { enjoypoints: '30' } });
  expect(order.statusCode, order.body).toBe(201);
  return (await call(token, 'GET', `/api/payments/${payment.id}`)).json().fee;
}

describe('an admin acting on a member', () => {
  it("pays the admin-on-user fee instead of the provider's; the member's own payment keeps the provider's fee", async () => {
    await setVariable('fee.TRANS_PAYMENT.percent', '2');
    await setVariable('fee.TRANS_PAYMENT.base', '0.50');
    const admin = await createAdmin(ctx);
    const member = await registerMember(ctx);
    const acting = (await call(admin.token, 'GET', `/api/admin-access-token/auth/${member.id}`)).json().access_token as string;

    expect(await enjoyPointsFee(await ctx.tokenFor(member.username, 'Member1234'))).toBe(1.1); // 2 % of 30 + 0.50
    expect(await enjoyPointsFee(acting)).toBe(0);
    await setVariable('adminOnUserFee', '1.50');
    expect(await enjoyPointsFee(acting)).toBe(1.5);
  });

  it('is refused, in the admin language, while isAdminOnUserActive is false', async () => {
    const admin = await createAdmin(ctx);
    const member = await registerMember(ctx);
    await setVariable('isAdminOnUserActive', 'false');
    const refused = await call(admin.token, 'GET', `/api/admin-access-token/auth/${member.id}`, undefined, 'es');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ADMIN_ON_USER_OFF', 'hydra:description': 'Actuar como un miembro está desactivado (variable isAdminOnUserActive)' });
    await setVariable('isAdminOnUserActive', 'true');
    expect((await call(admin.token, 'GET', `/api/admin-access-token/auth/${member.id}`)).statusCode).toBe(200);
  });
});

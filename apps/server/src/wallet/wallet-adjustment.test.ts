import { describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/ledger-check';
import { useTestApp } from '../test/build-app';
import { createAdmin, memberClient, registerMember } from '../test/factories';

const ctx = useTestApp();

describe('admin wallet adjustments', () => {
  it('credits and debits with a reason, never below zero, admins only', async () => {
    const member = await registerMember(ctx);
    const admin = await createAdmin(ctx);
    const adjust = (payload: object, token = admin.token) =>
      ctx.app.server.inject({ method: 'POST', url: `/api/admin/wallets/${member.id}/adjust`, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });

    expect((await adjust({ account: 'wallet_available', amount: 120.5, reason: 'Goodwill credit' })).json()).toMatchObject({ balance: 120.5 });
    expect((await adjust({ account: 'wallet_available', amount: -20.5, reason: 'Correction' })).json()).toMatchObject({ balance: 100 });
    expect((await adjust({ account: 'wallet_available', amount: -100.01, reason: 'Too much' })).json().code).toBe('WALLET_NOT_ENOUGH');
    expect((await adjust({ account: 'enjoy_points', amount: 30, reason: 'Campaign' })).json()).toMatchObject({ balance: 30 });
    expect((await adjust({ account: 'wallet_retained', amount: 5, reason: 'Nope' })).statusCode).toBe(400);
    expect((await adjust({ account: 'wallet_available', amount: 0.001, reason: 'Fraction' })).statusCode).toBe(400);
    expect((await adjust({ account: 'wallet_available', amount: 5, reason: '' })).statusCode).toBe(400);

    const asMember = await memberClient(ctx, member.username);
    expect((await asMember('POST', `/api/admin/wallets/${member.id}/adjust`, { account: 'wallet_available', amount: 5, reason: 'Myself' })).statusCode).toBe(403);
    const movements = (await asMember('GET', '/api/wallet_movements?type[]=admin.adjustment')).json();
    expect(movements['hydra:totalItems']).toBe(3);
    expect(movements['hydra:member'][0]).toMatchObject({ reason: 'Campaign', account: 'enjoy_points', teaser: 'enjoypoint', value: 30 });
    // One movement by id: the member's own and any admin's; another member's is "not found".
    const campaign = movements['hydra:member'][0]['@id'] as string;
    expect((await asMember('GET', campaign)).json()).toMatchObject({ user: `/api/users/${member.id}`, value: 30, fromUser: null });
    const other = await registerMember(ctx);
    expect((await (await memberClient(ctx, other.username))('GET', campaign)).statusCode).toBe(404);
    expect((await ctx.app.server.inject({ method: 'GET', url: campaign, headers: { authorization: `Bearer ${admin.token}` } })).statusCode).toBe(200);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });
});

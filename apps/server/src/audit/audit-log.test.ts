import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { createAdmin, MEMBER_PASSWORD, registerMember } from '../test/factories';

const ctx = useTestApp();

describe('GET /api/admin/audit_log', () => {
  it('lists sign-ins, failed ones, blocks, impersonations and wallet adjustments with who, to whom and from where, filtered', async () => {
    const member = await registerMember(ctx);
    const admin = await createAdmin(ctx);
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const log = async (query: string) => {
      const response = await ctx.app.server.inject({ method: 'GET', url: `/api/admin/audit_log?${query}`, headers: as(admin.token) });
      expect(response.statusCode).toBe(200);
      return response.json()['hydra:member'] as Array<{ kind: string; actor: { username: string } | null; member: { username: string } | null; ip: string | null; details: Record<string, unknown> }>;
    };

    const wrong = await ctx.login(member.username, 'Wrong1234!');
    expect(wrong.json().code).toBe('INVALID_LOGIN');
    await ctx.tokenFor(member.username, MEMBER_PASSWORD);
    const adjusted = await ctx.app.server.inject({
      method: 'POST', url: `/api/admin/wallets/${member.id}/adjust`, headers: as(admin.token),
      payload: { account: 'wallet_available', amount: 12.5, reason: 'goodwill' },
    });
    expect(adjusted.statusCode).toBeLessThan(300);
    expect((await ctx.app.server.inject({ method: 'PUT', url: `/api/users/${member.id}`, headers: as(admin.token), payload: { isBlocked: true } })).statusCode).toBe(200);

    const mine = await log(`member=${member.username}`);
    expect(mine.map((e) => e.kind)).toEqual(['block_change', 'wallet_adjustment', 'login', 'login_failed']);
    expect(mine[0]).toMatchObject({ actor: { username: admin.username }, member: { username: member.username }, details: { isBlocked: true } });
    expect(mine[1]!.details).toEqual({ account: 'wallet_available', amountCents: 1250, reason: 'goodwill' });
    expect(mine[3]).toMatchObject({ actor: null, details: { username: member.username } });
    expect(mine.every((e) => typeof e.ip === 'string' && e.ip.length > 0)).toBe(true);

    expect((await log(`member=${member.username}&kind=login_failed`)).map((e) => e.kind)).toEqual(['login_failed']);
    expect((await log(`actor=${admin.username.toUpperCase()}&member=${member.username}`)).map((e) => e.kind)).toEqual(['block_change', 'wallet_adjustment']);
    expect((await log(`member=${member.username}&createdAt[before]=2000-01-01`))).toEqual([]);
    const badKind = await ctx.app.server.inject({ method: 'GET', url: '/api/admin/audit_log?kind=nothing', headers: as(admin.token) });
    expect(badKind.statusCode).toBe(400);
    const memberToken = await ctx.tokenFor((await registerMember(ctx)).username, MEMBER_PASSWORD);
    expect((await ctx.app.server.inject({ method: 'GET', url: '/api/admin/audit_log', headers: as(memberToken) })).statusCode).toBe(403);
  });

  it('records a settings change with the admin and where the change came from', async () => {
    const admin = await createAdmin(ctx);
    const headers = { authorization: `Bearer ${admin.token}` };
    const [variable] = (await ctx.app.server.inject({ method: 'GET', url: '/api/admin/variables?search=retainedRefundWindowDays', headers })).json()['hydra:member'];
    const saved = await ctx.app.server.inject({ method: 'PUT', url: `/api/admin/variables/${variable.id}`, headers, payload: { value: '31' } });
    expect(saved.statusCode).toBe(200);
    const [event] = (await ctx.app.server.inject({ method: 'GET', url: `/api/admin/audit_log?kind=setting_change&actor=${admin.username}`, headers })).json()['hydra:member'];
    expect(event).toMatchObject({ actor: { username: admin.username }, member: null, ip: expect.any(String), details: { entity: 'variable', entityId: variable.id, newValue: '31' } });
  });
});

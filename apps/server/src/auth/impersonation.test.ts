import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAccessTokens, authTokens } from '../db/schema';
import { ROOT_USERNAME } from '../seed/reference';
import { TEST_CLIENT, useTestApp } from '../test/build-app';
import { createAdmin, findUser, registerMember, setUserFlags } from '../test/factories';
import { IMPERSONATION_HOURS } from './impersonation.service';

const ctx = useTestApp();

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.server.inject({
    method, url, payload,
    headers: { 'accept-language': 'en', 'user-agent': 'vitest-browser', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const refresh = (refreshToken: string) => ctx.app.server.inject({
  method: 'POST', url: '/api/login',
  payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, ...TEST_CLIENT }).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('admin impersonation (GET /api/admin-access-token/auth/{id})', () => {
  it('gives an admin a marked session as the member, audited with who, whom, where and when', async () => {
    const admin = await createAdmin(ctx);
    const member = await registerMember(ctx);
    const started = await call(admin.token, 'GET', `/api/admin-access-token/auth/${member.id}`);
    expect(started.statusCode).toBe(200);
    expect(started.headers['cache-control']).toBe('no-store');
    const pair = started.json();
    expect(pair).toMatchObject({ token_type: 'Bearer', expires_in: 3600, adminAccessTokenId: expect.any(Number) });

    const me = (await call(pair.access_token, 'GET', '/api/me')).json();
    expect(me.username).toBe(member.username);
    const adminUser = await findUser(ctx, admin.username);
    expect(me.impersonatedBy).toEqual({ id: adminUser.id, username: admin.username });
    // The member's own sessions show nobody.
    expect((await call(await ctx.tokenFor(member.username, 'Member1234'), 'GET', '/api/me')).json().impersonatedBy).toBeNull();

    const [audit] = await ctx.database.db.select().from(adminAccessTokens).where(eq(adminAccessTokens.id, pair.adminAccessTokenId));
    expect(audit).toMatchObject({ adminId: adminUser.id, userId: member.id, userAgent: 'vitest-browser', endedAt: null });
    expect(audit!.ip).not.toBe('');
    // The refresh family ends within the impersonation's hours, and the rotation keeps the mark.
    const family = await ctx.database.db.select().from(authTokens).where(eq(authTokens.familyId, audit!.tokenFamilyId));
    expect(family.map((t) => [t.kind, t.impersonatorId])).toEqual([['access', adminUser.id], ['refresh', adminUser.id]]);
    expect(Math.max(...family.map((t) => t.expiresAt.getTime()))).toBeLessThanOrEqual(Date.now() + IMPERSONATION_HOURS * 3_600_000);
    const rotated = (await refresh(pair.refresh_token)).json();
    expect((await call(rotated.access_token, 'GET', '/api/me')).json().impersonatedBy.username).toBe(admin.username);

    const list = (await call(admin.token, 'GET', `/api/admin_access_tokens?user=${member.id}`)).json();
    expect(list['hydra:totalItems']).toBe(1);
    expect(list['hydra:member'][0]).toMatchObject({
      '@id': `/api/admin_access_tokens/${pair.adminAccessTokenId}`, '@type': 'AdminAccessToken',
      admin: { id: adminUser.id, username: admin.username }, user: { id: member.id, username: member.username },
      userAgent: 'vitest-browser', endedAt: null, active: true,
    });
    const one = (await call(admin.token, 'GET', `/api/admin_access_tokens/${pair.adminAccessTokenId}`)).json();
    expect(one.user.username).toBe(member.username);
    expect((await call(admin.token, 'GET', '/api/admin_access_tokens/999999')).statusCode).toBe(404);
  });

  it('lists newest first, by admin, by member or by either username', async () => {
    const admin = await createAdmin(ctx);
    const adminUser = await findUser(ctx, admin.username);
    const first = await registerMember(ctx);
    const second = await registerMember(ctx);
    await call(admin.token, 'GET', `/api/admin-access-token/auth/${first.id}`);
    await call(admin.token, 'GET', `/api/admin-access-token/auth/${second.id}`);
    const mine = (await call(admin.token, 'GET', `/api/admin_access_tokens?admin=${adminUser.id}`)).json();
    expect(mine['hydra:member'].map((r: { user: { username: string } }) => r.user.username)).toEqual([second.username, first.username]);
    const searched = (await call(admin.token, 'GET', `/api/admin_access_tokens?search=${first.username}`)).json();
    expect(searched['hydra:member'].map((r: { user: { username: string } }) => r.user.username)).toEqual([first.username]);
    expect((await call(admin.token, 'GET', '/api/admin_access_tokens?admin=x')).statusCode).toBe(400);
  });

  it('is for admins only, and never as oneself, another admin, a system user or someone who cannot enter', async () => {
    const admin = await createAdmin(ctx);
    const other = await createAdmin(ctx);
    const member = await registerMember(ctx);
    const memberToken = await ctx.tokenFor(member.username, 'Member1234');
    const blocked = await registerMember(ctx);
    await setUserFlags(ctx, blocked.username, { isBlocked: true });
    const root = await findUser(ctx, ROOT_USERNAME);
    const start = async (token: string | null, id: number) => {
      const response = await call(token, 'GET', `/api/admin-access-token/auth/${id}`);
      return [response.statusCode, response.json().code, response.json()['hydra:description']];
    };

    expect(await start(memberToken, member.id)).toEqual([403, 'FORBIDDEN', expect.any(String)]);
    expect((await call(memberToken, 'GET', '/api/admin_access_tokens')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/admin_access_tokens')).statusCode).toBe(401);
    expect(await start(null, member.id)).toEqual([401, 'UNAUTHORIZED', expect.any(String)]);
    expect(await start(admin.token, (await findUser(ctx, admin.username)).id)).toEqual([403, 'NOT_ON_YOURSELF', 'You cannot do this on your own account']);
    expect(await start(admin.token, (await findUser(ctx, other.username)).id)).toEqual([403, 'IMPERSONATION_NOT_ALLOWED', 'You cannot log in as an administrator or a system user']);
    expect(await start(admin.token, root.id)).toEqual([403, 'IMPERSONATION_NOT_ALLOWED', expect.any(String)]);
    expect(await start(admin.token, blocked.id)).toEqual([422, 'IMPERSONATION_NO_ACCESS', 'This member is blocked or has no access to the back office']);
    expect((await start(admin.token, 999_999))[0]).toBe(404);
    expect((await call(admin.token, 'GET', '/api/admin-access-token/auth/abc')).statusCode).toBe(400);
    // Refused attempts leave no audit row and no session.
    expect(await ctx.database.db.$count(adminAccessTokens, eq(adminAccessTokens.userId, blocked.id))).toBe(0);
  });

  it('keeps the member\'s password and two-factor settings out of reach', async () => {
    const admin = await createAdmin(ctx);
    const member = await registerMember(ctx);
    const pair = (await call(admin.token, 'GET', `/api/admin-access-token/auth/${member.id}`)).json();
    const password = await call(pair.access_token, 'PUT', `/api/users/${member.id}/password`, { currentPassword: 'Member1234', password: 'Taken1234', passwordRepeat: 'Taken1234' });
    expect(password.statusCode).toBe(403);
    expect(password.json()).toMatchObject({ code: 'NOT_WHILE_IMPERSONATING', 'hydra:description': 'Not available while an administrator is acting as the member' });
    expect((await call(pair.access_token, 'POST', '/api/google_fas', { action: 'setup' })).json().code).toBe('NOT_WHILE_IMPERSONATING');
    expect((await ctx.login(member.username, 'Member1234')).statusCode).toBe(200);
  });

  it('ends from the console: the tokens die, endedAt is set once', async () => {
    const admin = await createAdmin(ctx);
    const member = await registerMember(ctx);
    const pair = (await call(admin.token, 'GET', `/api/admin-access-token/auth/${member.id}`)).json();
    const ended = await call(admin.token, 'POST', `/api/admin_access_tokens/${pair.adminAccessTokenId}/end`);
    expect(ended.json()).toMatchObject({ active: false, endedAt: expect.any(String) });
    expect((await call(pair.access_token, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(400);
    const again = await call(admin.token, 'POST', `/api/admin_access_tokens/${pair.adminAccessTokenId}/end`);
    expect(again.json().endedAt).toBe(ended.json().endedAt);
    expect((await call(admin.token, 'POST', '/api/admin_access_tokens/999999/end')).statusCode).toBe(404);
  });

  it('ends when the impersonated session logs out ("back to admin"), and the admin\'s own session goes on', async () => {
    const admin = await createAdmin(ctx);
    const member = await registerMember(ctx);
    const pair = (await call(admin.token, 'GET', `/api/admin-access-token/auth/${member.id}`)).json();
    expect((await call(pair.access_token, 'POST', '/api/logout')).statusCode).toBe(204);
    expect((await call(pair.access_token, 'GET', '/api/me')).statusCode).toBe(401);
    const audit = (await call(admin.token, 'GET', `/api/admin_access_tokens/${pair.adminAccessTokenId}`)).json();
    expect(audit).toMatchObject({ active: false, endedAt: expect.any(String) });
    expect((await call(admin.token, 'GET', '/api/me')).json().username).toBe(admin.username);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens } from '../db/schema';
import { TEST_CLIENT, useTestApp } from '../test/build-app';
import { MEMBER_PASSWORD, registerMember, setUserFlags } from '../test/factories';

const ctx = useTestApp();

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/api/login',
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
});

describe('POST /api/login', () => {
  it('issues opaque bearer tokens for a good password and stores only their hashes', async () => {
    const member = await registerMember(ctx);
    const response = await ctx.login(member.username, MEMBER_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(body.access_token).toMatch(/^[\w-]{43}$/);
    const stored = await ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, member.id));
    expect(stored.map((t) => t.tokenHash)).not.toContain(body.access_token);
  });

  it('accepts the e-mail as login name, case-insensitively', async () => {
    const member = await registerMember(ctx);
    expect((await ctx.login(member.email.toUpperCase(), MEMBER_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a bad password and an unknown user with the same translated message', async () => {
    const member = await registerMember(ctx);
    for (const username of [member.username, 'nobody-here']) {
      const response = await ctx.app.server.inject(form({ grant_type: 'password', username, password: 'Wrong1234', ...TEST_CLIENT }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ '@type': 'hydra:Error', code: 'INVALID_LOGIN', 'hydra:description': 'Invalid login details' });
    }
  });

  it('gives no token to inactive or blocked users', async () => {
    const inactive = await registerMember(ctx);
    await setUserFlags(ctx, inactive.username, { isActive: false });
    expect((await ctx.login(inactive.username, MEMBER_PASSWORD)).json().code).toBe('USER_INACTIVE');
    const blocked = await registerMember(ctx);
    await setUserFlags(ctx, blocked.username, { isBlocked: true });
    expect((await ctx.login(blocked.username, MEMBER_PASSWORD)).json().code).toBe('USER_BLOCKED');
  });

  it('refuses a wrong client secret', async () => {
    const member = await registerMember(ctx);
    const response = await ctx.app.server.inject(
      form({ grant_type: 'password', username: member.username, password: MEMBER_PASSWORD, client_id: TEST_CLIENT.client_id, client_secret: 'not-the-secret' }),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_CLIENT');
  });

  it('refuses unsupported grants', async () => {
    const response = await ctx.app.server.inject(form({ grant_type: 'client_credentials', ...TEST_CLIENT }));
    expect(response.json().code).toBe('UNSUPPORTED_GRANT');
  });

  it('rate-limits failed logins per account with a 429 and a clear message', async () => {
    const member = await registerMember(ctx);
    for (let i = 0; i < ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT; i += 1) {
      expect((await ctx.login(member.username, 'Wrong1234')).statusCode).toBe(400);
    }
    const blocked = await ctx.app.server.inject(form({ grant_type: 'password', username: member.username, password: MEMBER_PASSWORD, ...TEST_CLIENT }));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()['hydra:description']).toBe('Too many attempts. Wait a few minutes and try again');
  });
});

describe('refresh tokens', () => {
  it('rotate: the old refresh token dies with its access token (replays: refresh-race.test.ts)', async () => {
    const member = await registerMember(ctx);
    const first = (await ctx.login(member.username, MEMBER_PASSWORD)).json();
    const refresh = (token: string) => ctx.app.server.inject(form({ grant_type: 'refresh_token', refresh_token: token, ...TEST_CLIENT }));

    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);

    const me = (token: string) => ctx.app.server.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(first.access_token)).statusCode).toBe(401);
    expect((await me(rotated.access_token)).statusCode).toBe(200);
  });
});

describe('GET /api/me and POST /api/logout', () => {
  it('needs a token, and answers the signed-in user with sponsor and alerts', async () => {
    expect((await ctx.app.server.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const member = await registerMember(ctx);
    const token = await ctx.tokenFor(member.username, MEMBER_PASSWORD);
    const me = await ctx.app.server.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      '@id': `/api/users/${member.id}`, '@type': 'User', username: member.username,
      sponsor: { username: 'virtualoffice' }, membership: { level: 1, name: 'pre' },
      alerts: { missingBankData: true, twoFactorDisabled: true, annualRenewalDue: false },
      registrationLink: `/auth/registration/${member.username}`,
    });
    expect(me.body).not.toContain('passwordHash');
  });

  it('refuses an expired access token', async () => {
    const member = await registerMember(ctx);
    const token = await ctx.tokenFor(member.username, MEMBER_PASSWORD);
    await ctx.database.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.userId, member.id));
    const me = await ctx.app.server.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ '@type': 'hydra:Error', code: 'UNAUTHORIZED' });
  });

  it('logout revokes the session tokens', async () => {
    const member = await registerMember(ctx);
    const pair = (await ctx.login(member.username, MEMBER_PASSWORD)).json();
    const auth = { authorization: `Bearer ${pair.access_token}` };
    expect((await ctx.app.server.inject({ method: 'POST', url: '/api/logout', headers: auth })).statusCode).toBe(204);
    expect((await ctx.app.server.inject({ method: 'GET', url: '/api/me', headers: auth })).statusCode).toBe(401);
    const refreshed = await ctx.app.server.inject(form({ grant_type: 'refresh_token', refresh_token: pair.refresh_token, ...TEST_CLIENT }));
    expect(refreshed.statusCode).toBe(400);
  });

  it('a blocked member loses access at once', async () => {
    const member = await registerMember(ctx);
    const token = await ctx.tokenFor(member.username, MEMBER_PASSWORD);
    await setUserFlags(ctx, member.username, { isBlocked: true });
    const me = await ctx.app.server.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(401);
  });
});

describe('checkLastLogin', () => {
  it('reports a forced password change only to the right password', async () => {
    const member = await registerMember(ctx);
    await setUserFlags(ctx, member.username, { mustChangePassword: true });
    const check = (password: string) => ctx.app.server.inject({
      method: 'POST', url: '/reset-password/api/checkLastLogin', payload: { username: member.username, password },
    });
    expect((await check(MEMBER_PASSWORD)).json()).toEqual({ forcePasswordChange: true });
    expect((await check('Wrong1234')).json()).toEqual({ forcePasswordChange: false });
    expect((await ctx.login(member.username, MEMBER_PASSWORD)).json().code).toBe('PASSWORD_CHANGE_REQUIRED');
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordChangeRequests } from '../db/schema';
import { TEST_CLIENT, useTestApp } from '../test/build-app';
import { createAdmin, findUser, MEMBER_PASSWORD, registerMember } from '../test/factories';
import { deliveredResetToken } from '../test/mail';

const ctx = useTestApp();

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.server.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });

const requireChange = (token: string, id: number) => call(token, 'POST', `/api/admin/members/${id}/require-password-change`);

async function resetThroughEmailedLink(email: string, password: string) {
  await ctx.app.server.inject({ method: 'POST', url: '/reset-password/api', payload: { email } });
  await ctx.app.background.idle();
  const token = await deliveredResetToken(ctx, email);
  return ctx.app.server.inject({ method: 'POST', url: `/reset-password/api/reset/${token}`, payload: { password, passwordRepeat: password } });
}

describe('forced password change (POST /api/admin/members/{id}/require-password-change)', () => {
  it('shuts the member out until a new password is set through the e-mailed link, and audits who asked and when it was done', async () => {
    const admin = await createAdmin(ctx);
    const member = await registerMember(ctx);
    const login = (await ctx.login(member.username, MEMBER_PASSWORD)).json();

    const required = await requireChange(admin.token, member.id);
    expect(required.statusCode).toBe(200);
    expect(required.json()).toMatchObject({
      changed: true, mustChangePassword: true,
      passwordChangeRequests: [{ admin: { username: admin.username }, createdAt: expect.any(String), completedAt: null }],
    });

    // The session the member had is over, and no new one is issued.
    expect((await call(login.access_token, 'GET', '/api/me')).statusCode).toBe(401);
    const refreshed = await ctx.app.server.inject({
      method: 'POST', url: '/api/login',
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: login.refresh_token, ...TEST_CLIENT }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refreshed.statusCode).toBe(400);
    const check = await ctx.app.server.inject({ method: 'POST', url: '/reset-password/api/checkLastLogin', payload: { username: member.username, password: MEMBER_PASSWORD } });
    expect(check.json()).toEqual({ forcePasswordChange: true });
    expect((await ctx.login(member.username, MEMBER_PASSWORD)).json().code).toBe('PASSWORD_CHANGE_REQUIRED');

    // Asking twice while pending changes nothing.
    expect((await requireChange(admin.token, member.id)).json().changed).toBe(false);
    expect(await ctx.database.db.$count(passwordChangeRequests, eq(passwordChangeRequests.userId, member.id))).toBe(1);

    expect((await resetThroughEmailedLink(member.email, 'Renewed1234')).statusCode).toBe(200);
    expect((await ctx.login(member.username, 'Renewed1234')).statusCode).toBe(200);
    const detail = (await call(admin.token, 'GET', `/api/admin/members/${member.id}`)).json();
    expect(detail).toMatchObject({ mustChangePassword: false, passwordChangeRequests: [{ completedAt: expect.any(String) }] });
  });

  it('does not touch an admin acting as the member', async () => {
    const admin = await createAdmin(ctx);
    const member = await registerMember(ctx);
    const pair = (await call(admin.token, 'GET', `/api/admin-access-token/auth/${member.id}`)).json();
    await requireChange(admin.token, member.id);
    expect((await call(pair.access_token, 'GET', '/api/me')).json().username).toBe(member.username);
  });

  it('is for admins, never on oneself, and 404 for nobody', async () => {
    const admin = await createAdmin(ctx);
    const member = await registerMember(ctx);
    const memberToken = await ctx.tokenFor(member.username, MEMBER_PASSWORD);
    expect((await requireChange(memberToken, member.id)).statusCode).toBe(403);
    const self = await requireChange(admin.token, (await findUser(ctx, admin.username)).id);
    expect([self.statusCode, self.json().code]).toEqual([403, 'NOT_ON_YOURSELF']);
    expect((await requireChange(admin.token, 999_999)).json().code).toBe('USER_NOT_FOUND');
    expect((await findUser(ctx, member.username)).mustChangePassword).toBe(false);
  });
});

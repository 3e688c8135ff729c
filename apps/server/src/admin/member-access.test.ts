import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema';
import { TEST_CLIENT, useTestApp } from '../test/build-app';
import { createAdmin, MEMBER_PASSWORD, registerMember } from '../test/factories';

const ctx = useTestApp();

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object, language = 'en') =>
  ctx.app.server.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': language } });
const act = (token: string, id: number, path: string, reason?: string) =>
  call(token, 'POST', `/api/admin/members/${id}/${path}`, reason === undefined ? {} : { reason });
const refresh = (refreshToken: string) => ctx.app.server.inject({
  method: 'POST', url: '/api/login',
  payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, ...TEST_CLIENT }).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('block, unblock and end sessions (POST /api/admin/members/{id}/block|unblock|end-sessions)', () => {
  it('blocks with a reason: the open session ends at once with a translated 401, the login is refused, all audited', async () => {
    const admin = await createAdmin(ctx);
    const member = await registerMember(ctx);
    const login = (await ctx.login(member.username, MEMBER_PASSWORD)).json();
    expect((await call(login.access_token, 'GET', '/api/me')).statusCode).toBe(200);

    const blocked = await act(admin.token, member.id, 'block', '  Shared account  ');
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({
      isBlocked: true, canLogInAs: false,
      accountActions: [{ action: 'block', reason: 'Shared account', admin: { username: admin.username }, createdAt: expect.any(String) }],
    });

    const after = await call(login.access_token, 'GET', '/api/me', undefined, 'es');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'ACCOUNT_BLOCKED', 'hydra:description': 'Tu cuenta ha sido bloqueada: la sesión ha terminado' });
    expect((await refresh(login.refresh_token)).statusCode).toBeGreaterThanOrEqual(400);
    const again = await ctx.login(member.username, MEMBER_PASSWORD);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'USER_BLOCKED', 'hydra:description': 'Tu usuario está bloqueado' });

    const unblocked = await act(admin.token, member.id, 'unblock', 'Owner confirmed');
    expect(unblocked.json()).toMatchObject({ isBlocked: false, accountActions: [{ action: 'unblock', reason: 'Owner confirmed' }, { action: 'block' }] });
    expect((await ctx.login(member.username, MEMBER_PASSWORD)).statusCode).toBe(200);
    // The old token stays dead after the unblock, and now says an admin ended it.
    expect((await call(login.access_token, 'GET', '/api/me')).json().code).toBe('SESSION_ENDED');
    // The console's audit log lists both, with who and why.
    const audit = (await call(admin.token, 'GET', `/api/admin/audit_log?kind=block_change&member=${member.username}`)).json();
    expect(audit['hydra:member']).toMatchObject([
      { kind: 'block_change', details: { isBlocked: false, reason: 'Owner confirmed' } },
      { kind: 'block_change', details: { isBlocked: true, reason: 'Shared account' } },
    ]);
  });

  it('ends the sessions alone: the member is told an admin did it and may log in again', async () => {
    const admin = await createAdmin(ctx);
    const member = await registerMember(ctx);
    const login = (await ctx.login(member.username, MEMBER_PASSWORD)).json();
    const ended = await act(admin.token, member.id, 'end-sessions', 'Lost phone');
    expect(ended.json()).toMatchObject({ isBlocked: false, accountActions: [{ action: 'end_sessions', reason: 'Lost phone' }] });
    const after = await call(login.access_token, 'GET', '/api/wallets/info', undefined, 'pt');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'SESSION_ENDED', 'hydra:description': 'Um administrador terminou a sua sessão. Volte a entrar' });
    expect((await refresh(login.refresh_token)).statusCode).toBe(400);
    expect((await ctx.login(member.username, MEMBER_PASSWORD)).statusCode).toBe(200);
    // A token nobody ended keeps the plain answer.
    expect((await call('not-a-token', 'GET', '/api/me')).json().code).toBe('UNAUTHORIZED');
  });

  it('needs a reason, a member in the other state, an admin, and not the admin themself', async () => {
    const admin = await createAdmin(ctx);
    const member = await registerMember(ctx);
    const missing = await act(admin.token, member.id, 'block');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().violations).toEqual([expect.objectContaining({ propertyPath: 'reason', code: 'validation.required' })]);
    expect((await act(admin.token, member.id, 'block', '   ')).statusCode).toBe(400);
    expect((await act(admin.token, member.id, 'block', 'x'.repeat(501))).json().violations[0].code).toBe('validation.maxLength');
    const notBlocked = await act(admin.token, member.id, 'unblock', 'Why not');
    expect(notBlocked.statusCode).toBe(409);
    expect(notBlocked.json()).toMatchObject({ code: 'MEMBER_NOT_BLOCKED', 'hydra:description': 'The member is not blocked' });
    expect((await act(admin.token, 999999, 'block', 'Nobody')).json().code).toBe('USER_NOT_FOUND');
    const self = (await call(admin.token, 'GET', '/api/me')).json().id as number;
    expect((await act(admin.token, self, 'block', 'Me')).json().code).toBe('NOT_ON_YOURSELF');
    const memberToken = await ctx.tokenFor(member.username, MEMBER_PASSWORD);
    // Refused before the body is read: no violations leak to a member.
    const forbidden = await act(memberToken, member.id, 'block');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().violations ?? []).toEqual([]);
    expect((await ctx.app.server.inject({ method: 'POST', url: `/api/admin/members/${member.id}/end-sessions`, payload: {} })).statusCode).toBe(401);
  });

  it('of two admins blocking at once, one blocks and the other is told it already is; one audit row', async () => {
    const admin = await createAdmin(ctx);
    const other = await createAdmin(ctx);
    const member = await registerMember(ctx);
    const answers = await Promise.all([act(admin.token, member.id, 'block', 'First'), act(other.token, member.id, 'block', 'Second')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('MEMBER_ALREADY_BLOCKED');
    const rows = await ctx.database.db.select().from(auditEvents)
      .where(and(eq(auditEvents.memberId, member.id), inArray(auditEvents.kind, ['block_change', 'sessions_ended'])));
    expect(rows.map((r) => r.details)).toEqual([{ isBlocked: true, reason: expect.stringMatching(/^(First|Second)$/) }]);
  });
});

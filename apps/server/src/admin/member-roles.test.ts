import { and, arrayContains, eq, inArray, not } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, users } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, findUser, MEMBER_PASSWORD, registerMember } from '../test/factories';
import { createAdminAccount } from './admin-account';
import { changeMemberRole } from './member-roles.service';

const ctx = useTestApp();

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object, language = 'en') =>
  ctx.app.server.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': language } });
const changeRole = (token: string, id: number, granted: boolean, reason?: string, language = 'en') =>
  call(token, 'POST', `/api/admin/members/${id}/roles`, { role: 'ROLE_ADMIN', granted, ...(reason === undefined ? {} : { reason }) }, language);
const roleEvents = (memberId: number) =>
  ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.memberId, memberId), eq(auditEvents.kind, 'role_change'))).orderBy(auditEvents.id);

/** Leaves the given accounts as the only admins (the file's other tests made some). */
async function onlyAdmins(...usernames: string[]) {
  await ctx.database.db.update(users).set({ roles: [] })
    .where(and(arrayContains(users.roles, ['ROLE_ADMIN']), not(inArray(users.username, usernames))));
}

describe('admin role changes (POST /api/admin/members/{id}/roles)', () => {
  it('grants and revokes with a reason: audited old→new with who and from where, the member\'s sessions end each time', async () => {
    const admin = await createAdmin(ctx);
    const member = await registerMember(ctx);
    const session = await ctx.tokenFor(member.username, MEMBER_PASSWORD);

    const granted = await changeRole(admin.token, member.id, true, '  New back-office clerk  ');
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({
      isAdmin: true, roles: ['ROLE_ADMIN'],
      accountActions: [{ action: 'grant_admin', reason: 'New back-office clerk', admin: { username: admin.username } }],
    });
    expect((await call(session, 'GET', '/api/me')).json().code).toBe('SESSION_ENDED');
    // Signed in again, the member is an admin: the console is theirs.
    const asAdmin = await ctx.tokenFor(member.username, MEMBER_PASSWORD);
    expect((await call(asAdmin, 'GET', '/api/admin/members')).statusCode).toBe(200);
    // Acting as somebody, until the role goes.
    const other = await registerMember(ctx);
    const actingAs = (await call(asAdmin, 'GET', `/api/admin-access-token/auth/${other.id}`)).json().access_token as string;
    expect((await call(actingAs, 'GET', '/api/me')).statusCode).toBe(200);

    const revoked = await changeRole(admin.token, member.id, false, 'Left the office');
    expect(revoked.json()).toMatchObject({ isAdmin: false, roles: [], accountActions: [{ action: 'revoke_admin', reason: 'Left the office' }, { action: 'grant_admin' }] });
    expect((await call(asAdmin, 'GET', '/api/admin/members')).statusCode).toBe(401);
    expect((await call(actingAs, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await call(await ctx.tokenFor(member.username, MEMBER_PASSWORD), 'GET', '/api/admin/members')).statusCode).toBe(403);

    const adminId = (await findUser(ctx, admin.username)).id;
    expect((await roleEvents(member.id)).map((e) => ({ actorId: e.actorId, ip: e.ip, details: e.details }))).toEqual([
      { actorId: adminId, ip: '127.0.0.1', details: { role: 'ROLE_ADMIN', granted: true, reason: 'New back-office clerk', from: [], to: ['ROLE_ADMIN'] } },
      { actorId: adminId, ip: '127.0.0.1', details: { role: 'ROLE_ADMIN', granted: false, reason: 'Left the office', from: ['ROLE_ADMIN'], to: [] } },
    ]);
    const log = (await call(admin.token, 'GET', `/api/admin/audit_log?kind=role_change&member=${member.username}`)).json();
    expect(log['hydra:totalItems']).toBe(2);
  });

  it('refuses one\'s own role, a role held or not held, the company root, a missing reason; members are refused before the body', async () => {
    const admin = await createAdmin(ctx);
    const member = await registerMember(ctx);
    const self = (await findUser(ctx, admin.username)).id;
    const own = await changeRole(admin.token, self, false, 'Me', 'es');
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'OWN_ADMIN_ROLE', 'hydra:description': 'No puedes quitarte tu propio rol de administrador' });
    expect((await changeRole(admin.token, self, true, 'Me')).json().code).toBe('ROLE_ALREADY_HELD');
    const notHeld = await changeRole(admin.token, member.id, false, 'Why', 'pt');
    expect(notHeld.statusCode).toBe(409);
    expect(notHeld.json()).toMatchObject({ code: 'ROLE_NOT_HELD', 'hydra:description': 'O membro não tem este papel' });
    const root = (await findUser(ctx, 'virtualoffice')).id;
    expect((await changeRole(admin.token, root, true, 'Company')).json().code).toBe('ROLE_NOT_CHANGEABLE');
    expect((await changeRole(admin.token, 999999, true, 'Nobody')).json().code).toBe('USER_NOT_FOUND');
    const missing = await changeRole(admin.token, member.id, true);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().violations).toEqual([expect.objectContaining({ propertyPath: 'reason', code: 'validation.required' })]);
    expect((await call(admin.token, 'POST', `/api/admin/members/${member.id}/roles`, { role: 'ROLE_SYSTEM', granted: true, reason: 'x' })).statusCode).toBe(400);
    const forbidden = await call(await ctx.tokenFor(member.username, MEMBER_PASSWORD), 'POST', `/api/admin/members/${member.id}/roles`, {});
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().violations ?? []).toEqual([]);
    expect(await roleEvents(member.id)).toEqual([]);
  });

  it('never revokes the last admin: an admin whose own role went a moment ago is told so (409 LAST_ADMIN, translated)', async () => {
    const ana = await createAdmin(ctx);
    const bea = await createAdmin(ctx);
    await onlyAdmins(ana.username, bea.username);
    const [anaId, beaId] = [(await findUser(ctx, ana.username)).id, (await findUser(ctx, bea.username)).id];
    expect((await changeRole(ana.token, beaId, false, 'Rotation')).statusCode).toBe(200);
    // Bea's request had passed the sign-in check before Ana's revoke committed: the service decides it.
    await expect(changeMemberRole(ctx.database.db, { id: beaId }, anaId, { role: 'ROLE_ADMIN', granted: false, reason: 'Rotation' }, null))
      .rejects.toMatchObject({ code: 'LAST_ADMIN' });
    expect((await findUser(ctx, ana.username)).roles).toEqual(['ROLE_ADMIN']);
  });

  it('of the only two admins revoking each other at once, exactly one succeeds and one admin is left', async () => {
    const ana = await createAdmin(ctx);
    const bea = await createAdmin(ctx);
    await onlyAdmins(ana.username, bea.username);
    const [anaId, beaId] = [(await findUser(ctx, ana.username)).id, (await findUser(ctx, bea.username)).id];
    const answers = await Promise.all([changeRole(ana.token, beaId, false, 'Mine'), changeRole(bea.token, anaId, false, 'No, mine')]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    // The loser is refused by the lock (409 LAST_ADMIN) or, when its sign-in check came after the winner's commit, by its ended session.
    const loser = answers.find((a) => a.statusCode !== 200)!;
    expect([['LAST_ADMIN', 409], ['SESSION_ENDED', 401]]).toContainEqual([loser.json().code, loser.statusCode]);
    const left = await ctx.database.db.select({ id: users.id }).from(users).where(arrayContains(users.roles, ['ROLE_ADMIN']));
    expect(left).toHaveLength(1);
    expect(await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.kind, 'role_change'), inArray(auditEvents.memberId, [anaId, beaId])))).toHaveLength(1);
  });

  it('the command line\'s create-admin writes the same audit, with nobody as its actor', async () => {
    const id = await createAdminAccount(ctx.database.db, { username: 'cliadmin', email: 'cliadmin@example.test', password: MEMBER_PASSWORD });
    expect((await findUser(ctx, 'cliadmin')).roles).toEqual(['ROLE_ADMIN']);
    expect((await roleEvents(id)).map((e) => ({ actorId: e.actorId, details: e.details }))).toEqual([
      { actorId: null, details: { role: 'ROLE_ADMIN', granted: true, reason: null, from: [], to: ['ROLE_ADMIN'] } },
    ]);
    const admin = await createAdmin(ctx);
    expect((await call(admin.token, 'GET', `/api/admin/members/${id}`)).json().accountActions).toEqual([
      expect.objectContaining({ action: 'grant_admin', admin: null, reason: null }),
    ]);
  });
});

import { addDays, madridDay, madridDayStart } from '@vo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, users } from '../db/schema';
import { noProgress } from '../lib/jobs/job-progress';
import { useTestApp } from '../test/build-app';
import { createAdmin, findUser, MEMBER_PASSWORD, membershipByLevel, registerMember, registerPaidMember, registrationBody } from '../test/factories';
import { accountDeactivationJob, deactivateDueAccounts } from './account-deactivation';

const ctx = useTestApp();
const today = madridDay();
const inject = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.server.inject({ method, url, payload, headers: { 'accept-language': 'es', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
const auditOf = (memberId: number) => ctx.database.db.select().from(auditEvents).where(eq(auditEvents.memberId, memberId)).then((rows) =>
  rows.filter((e) => e.kind === 'deactivate_date_change' || e.kind === 'account_deactivated').map((e) => [e.kind, e.details]));

describe('deactivate date (spec section 3 "Registration form", decision 114)', () => {
  it('the public sign-up and the office sign-up refuse it, translated; a member cannot set their own', async () => {
    const body = { ...(await registrationBody(ctx)), deactivateDate: today };
    const refused = await inject(null, 'POST', '/api/register', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().violations).toEqual([expect.objectContaining({
      propertyPath: 'deactivateDate', code: 'validation.deactivateDateAdminOnly', message: 'Solo un administrador puede poner la fecha de baja',
    })]);
    const sponsor = await registerPaidMember(ctx, 4);
    const token = await ctx.tokenFor(sponsor.username, MEMBER_PASSWORD);
    const { sponsor: _sponsor, ...office } = await registrationBody(ctx);
    expect((await inject(token, 'POST', '/api/users', { ...office, deactivateDate: today })).json().violations[0].code).toBe('validation.deactivateDateAdminOnly');
    expect((await inject(token, 'PUT', `/api/users/${sponsor.id}`, { deactivateDate: today })).statusCode).toBe(400);
    expect((await findUser(ctx, sponsor.username)).deactivateDate).toBeNull();
  });

  it('a date of tomorrow waits for the Madrid midnight; the job then deactivates the account once, ends its sessions, audits it', async () => {
    const admin = await createAdmin(ctx);
    const member = await registerPaidMember(ctx, 2);
    const tomorrow = addDays(today, 1);
    const set = await inject(admin.token, 'PUT', `/api/users/${member.id}`, { deactivateDate: tomorrow });
    expect(set.json()).toMatchObject({ deactivateDate: tomorrow, isActive: true });
    const session = await ctx.tokenFor(member.username, MEMBER_PASSWORD);

    // One second before midnight in Madrid the job's day is still today: nothing to do.
    const midnight = madridDayStart(tomorrow);
    expect(accountDeactivationJob.periodKey(new Date(midnight.getTime() - 1000))).toBe(today);
    expect(await deactivateDueAccounts(ctx.database.db, today)).toBe(0);
    expect((await inject(session, 'GET', '/api/me')).statusCode).toBe(200);

    const day = accountDeactivationJob.periodKey(new Date(midnight.getTime() + 1000));
    expect(day).toBe(tomorrow);
    expect(await deactivateDueAccounts(ctx.database.db, day)).toBe(1);
    expect(await deactivateDueAccounts(ctx.database.db, day)).toBe(0);
    expect((await inject(session, 'GET', '/api/me')).statusCode).toBe(401);
    const login = await ctx.login(member.username, MEMBER_PASSWORD);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'USER_DEACTIVATED', details: { deactivateDate: tomorrow } });
    expect(await findUser(ctx, member.username)).toMatchObject({ isActive: false, deactivateDate: tomorrow, deactivatedAt: expect.any(Date) });
    expect(await auditOf(member.id)).toEqual([
      ['deactivate_date_change', { oldValue: null, newValue: tomorrow }],
      ['account_deactivated', { deactivateDate: tomorrow }],
    ]);
  });

  it('a date already come applies at once and the login says since when, not "payment pending"; clearing it opens the account again', async () => {
    const admin = await createAdmin(ctx);
    const member = await registerPaidMember(ctx, 2);
    const session = await ctx.tokenFor(member.username, MEMBER_PASSWORD);
    const past = addDays(today, -3);
    expect((await inject(admin.token, 'PUT', `/api/users/${member.id}`, { deactivateDate: past })).statusCode).toBe(200);
    expect((await inject(session, 'GET', '/api/me')).statusCode).toBe(401);
    const login = await ctx.login(member.username, MEMBER_PASSWORD);
    expect(login.json()).toMatchObject({ code: 'USER_DEACTIVATED', 'hydra:description': `Tu cuenta está desactivada desde el ${past}` });
    // The daily job finds nothing left to do.
    expect(await accountDeactivationJob.run(ctx.database.db, today, noProgress)).toEqual({ deactivated: 0 });
    expect((await inject(admin.token, 'PUT', `/api/users/${member.id}`, { deactivateDate: 'tomorrow' })).statusCode).toBe(400);

    const cleared = await inject(admin.token, 'PUT', `/api/users/${member.id}`, { deactivateDate: null });
    // Paid until next month: active again, not only allowed in.
    expect(cleared.json()).toMatchObject({ deactivateDate: null, isActive: true });
    expect((await ctx.login(member.username, MEMBER_PASSWORD)).statusCode).toBe(200);
    expect((await auditOf(member.id)).map(([kind]) => kind)).toEqual(['deactivate_date_change', 'account_deactivated', 'deactivate_date_change']);
    const [row] = await ctx.database.db.select({ at: users.deactivatedAt }).from(users).where(and(eq(users.id, member.id)));
    expect(row!.at).toBeNull();

    // Someone whose sign-up transfer is still pending hears that the account is deactivated, not how to pay.
    const unpaid = await registerMember(ctx, { membershipId: (await membershipByLevel(ctx, 2)).id, paymentMethod: 'TRANS_PAYMENT' });
    expect((await ctx.login(unpaid.username, MEMBER_PASSWORD)).json().code).toBe('REGISTRATION_PAYMENT_PENDING');
    await inject(admin.token, 'PUT', `/api/users/${unpaid.id}`, { deactivateDate: today });
    expect((await ctx.login(unpaid.username, MEMBER_PASSWORD)).json()).toMatchObject({ code: 'USER_DEACTIVATED', details: { deactivateDate: today } });
  });
});

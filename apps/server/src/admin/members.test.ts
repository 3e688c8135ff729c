import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countries } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, findUser, MEMBER_PASSWORD, registerMember, registerPaidMember, setUserFlags } from '../test/factories';
import { givenBinaryLegs } from '../test/leg-totals';

const ctx = useTestApp();

const get = (token: string, url: string) => ctx.app.server.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });

describe('admin member search (GET /api/admin/members)', () => {
  it('finds members by username, e-mail or name, with their membership and state', async () => {
    const admin = await createAdmin(ctx);
    const paid = await registerPaidMember(ctx, 4, { firstName: 'Zoraida', lastName: 'Quintanilla' });
    const member = await registerMember(ctx);

    const byName = (await get(admin.token, '/api/admin/members?search=quintan')).json();
    expect(byName['hydra:totalItems']).toBe(1);
    expect(byName['hydra:member'][0]).toMatchObject({
      '@id': `/api/admin/members/${paid.id}`, '@type': 'AdminMember', username: paid.username, name: 'Zoraida Quintanilla',
      membership: { level: 4, name: 'partner' }, membershipState: 'correct', isActive: true, isBlocked: false,
      isAdmin: false, mustChangePassword: false, canLogInAs: true, lastLoginAt: null,
    });
    const byEmail = (await get(admin.token, `/api/admin/members?search=${encodeURIComponent(member.email.toUpperCase())}`)).json();
    expect(byEmail['hydra:member'].map((m: { username: string }) => m.username)).toEqual([member.username]);
    const admins = (await get(admin.token, `/api/admin/members?search=${admin.username}`)).json();
    expect(admins['hydra:member'][0]).toMatchObject({ isAdmin: true, canLogInAs: false, name: null, membership: null });
  });

  it('pages and filters like the other collections', async () => {
    const admin = await createAdmin(ctx);
    const blocked = await registerMember(ctx);
    await setUserFlags(ctx, blocked.username, { isBlocked: true });
    const page = (await get(admin.token, '/api/admin/members?itemsPerPage=2&page=1&order[id]=desc')).json();
    expect(page['hydra:member']).toHaveLength(2);
    expect(page['hydra:totalItems']).toBeGreaterThan(2);
    expect(page['hydra:view']['hydra:next']).toContain('page=2');
    const onlyBlocked = (await get(admin.token, '/api/admin/members?isBlocked=true')).json();
    expect(onlyBlocked['hydra:member'].map((m: { username: string }) => m.username)).toContain(blocked.username);
    expect(onlyBlocked['hydra:member'].every((m: { isBlocked: boolean; canLogInAs: boolean }) => m.isBlocked && !m.canLogInAs)).toBe(true);
    expect((await get(admin.token, '/api/admin/members?level=abc')).statusCode).toBe(400);
    expect((await get(admin.token, '/api/admin/members?order[password]=asc')).statusCode).toBe(400);
  });

  it('filters by account status, level, country (of the profile) and sponsor', async () => {
    const admin = await createAdmin(ctx);
    const sponsor = await registerPaidMember(ctx, 2);
    const [portugal] = await ctx.database.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'PT'));
    const child = await registerMember(ctx, { sponsor: sponsor.username, countryId: portugal!.id });
    const blocked = await registerMember(ctx, { sponsor: sponsor.username });
    await setUserFlags(ctx, child.username, { isActive: false });
    await setUserFlags(ctx, blocked.username, { isBlocked: true, isActive: true });
    const names = async (query: string) =>
      (await get(admin.token, `/api/admin/members?${query}`)).json()['hydra:member'].map((m: { username: string }) => m.username).sort();

    expect(await names(`sponsor=${sponsor.id}`)).toEqual([child.username, blocked.username].sort());
    expect(await names(`sponsor=/api/users/${sponsor.id}&country=${portugal!.id}`)).toEqual([child.username]);
    expect(await names(`sponsor=${sponsor.id}&status=blocked`)).toEqual([blocked.username]);
    // Blocked wins over active.
    expect(await names(`sponsor=${sponsor.id}&status=inactive`)).toEqual([child.username]);
    expect(await names(`sponsor=${sponsor.id}&status=active`)).toEqual([]);
    expect(await names(`sponsor=${sponsor.id}&status[]=active&status[]=inactive`)).toEqual([child.username]);
    expect(await names(`search=${sponsor.username}&status=active&level=2`)).toEqual([sponsor.username]);
    const bad = await get(admin.token, '/api/admin/members?status=gone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0].propertyPath).toBe('status');
    expect((await get(admin.token, '/api/admin/members?country=x')).statusCode).toBe(400);
  });

  it('shows one member in detail: profile summary, flags, last login, audits', async () => {
    const admin = await createAdmin(ctx);
    const member = await registerMember(ctx);
    await ctx.tokenFor(member.username, MEMBER_PASSWORD);
    const detail = (await get(admin.token, `/api/admin/members/${member.id}`)).json();
    expect(detail).toMatchObject({
      username: member.username, email: member.email, name: 'Test Member', language: 'es', type: 'product',
      membership: { level: 1 }, lastLoginAt: expect.any(String), twoFactorEnabled: false, isEspecial: false,
      sponsor: { username: 'virtualoffice' },
      profile: { city: 'Madrid', country: 'España', userKind: 'individual', hasBankData: false, mobile: '+34 600 123 456' },
      passwordChangeRequests: [], impersonations: [],
    });
    expect(detail).not.toHaveProperty('passwordHash');
    const adminDetail = (await get(admin.token, `/api/admin/members/${(await findUser(ctx, admin.username)).id}`)).json();
    expect(adminDetail.profile).toBeNull();
    expect((await get(admin.token, '/api/admin/members/999999')).json().code).toBe('USER_NOT_FOUND');
  });

  it('shows the member\'s network position: sponsor, binary parent, side and depth, legs and carries as the tree reads them', async () => {
    const admin = await createAdmin(ctx);
    const sponsor = await registerPaidMember(ctx, 2);
    const member = await registerPaidMember(ctx, 2, { sponsor: sponsor.username });
    await givenBinaryLegs(ctx.database.db, member.id, { leftPoints: 12_345, rightPoints: 600, rightCarry: 250 });
    const sponsorRow = await findUser(ctx, sponsor.username);
    const network = await get(admin.token, `/api/admin/members/${member.id}/network`);
    expect(network.statusCode).toBe(200);
    expect(network.json()).toMatchObject({
      sponsor: { id: sponsor.id, username: sponsor.username }, sponsorDepth: sponsorRow.sponsorDepth + 1,
      binaryParent: { id: sponsor.id }, binaryDepth: sponsorRow.binaryDepth + 1,
      node: { id: member.id, position: 'left', parentId: sponsor.id, leftPoints: 123.45, rightPoints: 6, leftCarry: 0, rightCarry: 2.5, membership: { level: 2 } },
    });
    expect((await get(admin.token, `/api/admin/members/${sponsor.id}/network`)).json().node).toMatchObject({ leftMembers: expect.any(Number), hasLeft: true });
    expect((await get(admin.token, '/api/admin/members/999999/network')).json().code).toBe('USER_NOT_FOUND');
  });

  it('is for admins only', async () => {
    const member = await registerMember(ctx);
    const token = await ctx.tokenFor(member.username, MEMBER_PASSWORD);
    expect((await get(token, '/api/admin/members')).statusCode).toBe(403);
    expect((await get(token, `/api/admin/members/${member.id}`)).statusCode).toBe(403);
    expect((await get(token, `/api/admin/members/${member.id}/network`)).statusCode).toBe(403);
  });
});

describe('the User collection for an admin (GET /api/users)', () => {
  it('lists and searches everyone, unlike a member who only finds someone in their downline', async () => {
    const admin = await createAdmin(ctx);
    const member = await registerMember(ctx);
    const found = (await get(admin.token, `/api/users?search=${member.username}`)).json();
    expect(found['hydra:member']).toEqual([expect.objectContaining({ '@id': `/api/users/${member.id}`, '@type': 'User', username: member.username })]);
    const page = (await get(admin.token, '/api/users?itemsPerPage=2&isBlocked=false')).json();
    expect(page['hydra:member']).toHaveLength(2);
    expect(page['hydra:totalItems']).toBeGreaterThan(2);
  });
});

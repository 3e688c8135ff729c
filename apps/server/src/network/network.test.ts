import { describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { and, eq } from 'drizzle-orm';
import { userEnjoys, users, userStats } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, MEMBER_PASSWORD, registerMember } from '../test/factories';
import { refreshLegTotals } from './leg-totals';

const ctx = useTestApp();

async function as(username: string) {
  const token = await ctx.tokenFor(username, MEMBER_PASSWORD);
  return (url: string, init: { method?: 'GET' | 'PUT' | 'POST'; payload?: object } = {}) =>
    ctx.app.server.inject({ method: init.method ?? 'GET', url, payload: init.payload, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
}

/** top -> a (left), b (right); a -> c (left); b -> d (right, inactive) ; outsider elsewhere. */
async function smallNetwork() {
  const top = await registerMember(ctx);
  const a = await registerMember(ctx, { sponsor: top.username, position: 'left' });
  const b = await registerMember(ctx, { sponsor: top.username, position: 'right' });
  const c = await registerMember(ctx, { sponsor: a.username, position: 'left' });
  const d = await registerMember(ctx, { sponsor: b.username, position: 'right' });
  const outsider = await registerMember(ctx, { position: 'right' });
  const get = await as(top.username);
  return { top, a, b, c, d, outsider, get };
}

describe('binary tree', () => {
  it('answers a window of levels with empty slots, and refuses nodes outside my downline with 404', async () => {
    const { top, a, b, c, outsider, get } = await smallNetwork();
    const tree = (await get(`/api/users/${top.id}/binarytree?levels=2`)).json();
    expect(tree.root).toMatchObject({ id: top.id, username: top.username, isBinaryActive: true, hasLeft: true, hasRight: true });
    expect(tree.root.left).toMatchObject({ id: a.id, left: { id: c.id, left: null, right: null }, right: null });
    expect(tree.root.right).toMatchObject({ id: b.id });
    expect(tree.canGoUp).toBe(false);

    expect((await get(`/api/users/${c.id}/binarytree?levels=1`)).json().root.parentId).toBe(a.id);
    const refused = await get(`/api/users/${outsider.id}/binarytree`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('USER_NOT_FOUND');
    expect((await get(`/api/users/${top.id}/binarytree?levels=7`)).statusCode).toBe(400);
    const outsiderView = await as(outsider.username);
    expect((await outsiderView(`/api/users/${top.id}/binarytree`)).statusCode).toBe(404);
  });

  it('jumps to the extreme leaf of each leg and finds a username only in my downline', async () => {
    const { top, c, d, outsider, get } = await smallNetwork();
    expect((await get('/api/users/binaryLastLeaf?side=left')).json()).toMatchObject({ id: c.id });
    expect((await get(`/api/users/binaryLastLeaf?side=right&from=${top.id}`)).json()).toMatchObject({ id: d.id });
    expect((await get(`/api/users?username=${c.username.toUpperCase()}`)).json()['hydra:member']).toEqual([expect.objectContaining({ id: c.id })]);
    expect((await get(`/api/users?username=${outsider.username}`)).json()['hydra:totalItems']).toBe(0);
    expect((await get(`/api/users/${outsider.id}`)).statusCode).toBe(404);
  });

  it('finds the extreme leaf from inside a chain and from a member without that leg, and shows the card of a downline member', async () => {
    const { top, a, b, c, get } = await smallNetwork();
    // a is on top's left chain: its left leaf is that chain's bottom; b has no left leg: it is its own left leaf.
    expect((await get(`/api/users/binaryLastLeaf?side=left&from=${a.id}`)).json()).toMatchObject({ id: c.id, parentId: a.id, hasLeft: false });
    expect((await get(`/api/users/binaryLastLeaf?side=left&from=${b.id}`)).json()).toMatchObject({ id: b.id, hasLeft: false, hasRight: true });
    const card = (await get(`/api/users/${c.id}`)).json();
    expect(card).toMatchObject({ id: c.id, username: c.username, sponsor: { id: a.id, username: a.username }, parentId: a.id, parentName: a.username, position: 'left' });
    expect(card.membership).toMatchObject({ level: expect.any(Number), name: expect.any(String) });
    expect(card).not.toHaveProperty('passwordHash');
    expect(card).not.toHaveProperty('sponsorPath');
    expect((await get(`/api/users/${top.id}`)).json()).toMatchObject({ id: top.id, username: top.username });
    const admin = await createAdmin(ctx);
    const asAdmin = (url: string) => ctx.app.server.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin.token}` } });
    expect((await asAdmin(`/api/users/${c.id}`)).json()).toMatchObject({ id: c.id, parentName: a.username });
    expect((await asAdmin('/api/users/2147483000')).statusCode).toBe(404);
    // An admin is in no binary tree: a member does not find one below them.
    const [adminRow] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.username, admin.username));
    expect((await get(`/api/users/${adminRow!.id}`)).statusCode).toBe(404);
  });

  it('shows leg totals after the daily pass and the directs summary at once', async () => {
    const { top, a, b, d, get } = await smallNetwork();
    await ctx.database.db.transaction(async (tx) => {
      const { setMemberActive } = await import('./direct-counters');
      await setMemberActive(tx, b.id, false);
      await setMemberActive(tx, d.id, false);
    });
    const directs = (await get('/api/userStats/directs')).json();
    expect(directs).toMatchObject({ left: { directs: 1, activeDirects: 1 }, right: { directs: 1, activeDirects: 0 }, isBinaryActive: false, missingLegs: ['right'] });
    const active = (await get('/api/users/activeDirects')).json();
    expect(active['hydra:member'].map((u: { username: string; leg: string }) => [u.username, u.leg])).toEqual([[a.username, 'left']]);
    await refreshLegTotals(ctx.database.db, '2026-03-01');
    const me = (await get('/api/me')).json();
    expect(me).toMatchObject({ id: top.id, leftMembers: 2, rightMembers: 2, leftActiveMembers: 2, rightActiveMembers: 0, isBinaryActive: false });
  });
});

describe('unilevel tree', () => {
  it('pages members by sponsorship level, counts each level, and hides other trees', async () => {
    const { top, a, b, c, d, outsider, get } = await smallNetwork();
    const level1 = (await get(`/api/users/${top.id}/unilevel?level=1`)).json();
    expect(level1['hydra:member'].map((m: { id: number }) => m.id)).toEqual([a.id, b.id]);
    const level2 = (await get(`/api/users/${top.id}/unilevel?level=2&itemsPerPage=1&page=2`)).json();
    expect(level2).toMatchObject({ 'hydra:totalItems': 2, 'hydra:member': [expect.objectContaining({ id: d.id, level: 2, sponsor: b.username })] });
    expect((await get(`/api/users/${top.id}/unilevel?level=2&search=${c.username}`)).json()['hydra:member']).toHaveLength(1);
    expect((await get(`/api/users/${top.id}/unilevelInfo`)).json().levels).toEqual([
      { level: 1, members: 2, activeMembers: 2, points: 0 },
      { level: 2, members: 2, activeMembers: 2, points: 0 },
    ]);
    expect((await get(`/api/users/${outsider.id}/unilevel`)).statusCode).toBe(404);
  });

  it('lists who generated Enjoy bonuses for me by level, empty when none', async () => {
    const { top, a, c, get } = await smallNetwork();
    expect((await get(`/api/users/${top.id}/unilevelenjoy`)).json().levels).toEqual([]);
    await ctx.database.db.insert(userEnjoys).values([
      { userId: top.id, fromUserId: a.id, level: 1, points: 250 },
      { userId: top.id, fromUserId: c.id, level: 2, points: 100 },
      { userId: top.id, fromUserId: c.id, level: 2, points: 50 },
    ]);
    expect((await get(`/api/users/${top.id}/unilevelenjoy`)).json().levels).toEqual([
      { level: 1, points: 2.5, members: [{ id: a.id, username: a.username, points: 2.5, bonuses: 1, clawedBack: 0 }] },
      { level: 2, points: 1.5, members: [{ id: c.id, username: c.username, points: 1.5, bonuses: 2, clawedBack: 0 }] },
    ]);
    expect((await get(`/api/users/${a.id}/unilevelenjoy`)).statusCode).toBe(404);
  });
});

describe('PUT /api/users/{id}', () => {
  it('lets a member change only their default leg and landing page, and the next sign-up follows the leg', async () => {
    const { top, a, get } = await smallNetwork();
    const saved = await get(`/api/users/${top.id}`, { method: 'PUT', payload: { defaultLeg: 'right', landPage: 'My-Page' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ defaultLeg: 'right', landPage: 'my-page' });
    const next = await registerMember(ctx, { sponsor: top.username });
    const placed = (await get(`/api/users/${next.id}`)).json();
    expect(placed.position).toBe('right');

    expect((await get(`/api/users/${top.id}`, { method: 'PUT', payload: { isActive: false } })).statusCode).toBe(400);
    expect((await get(`/api/users/${a.id}`, { method: 'PUT', payload: { defaultLeg: 'left' } })).statusCode).toBe(404);
    const bad = await get(`/api/users/${top.id}`, { method: 'PUT', payload: { landPage: 'no spaces!' } });
    expect(bad.json().violations[0]).toMatchObject({ propertyPath: 'landPage', message: 'Only lowercase letters, numbers and hyphens (3 to 40)' });
    const other = await as(a.username);
    const taken = await other(`/api/users/${a.id}`, { method: 'PUT', payload: { landPage: 'my-page' } });
    expect(taken.json().violations[0].code).toBe('validation.landPageExists');
  });

  it('lets an admin deactivate a member, which updates the sponsor binary status', async () => {
    const { top, b, get } = await smallNetwork();
    await ctx.database.db.insert(users).values({ username: 'boss', email: 'boss@example.test', passwordHash: await hashPassword(MEMBER_PASSWORD), roles: ['ROLE_ADMIN'], isActive: true });
    const admin = await as('boss');
    expect((await admin(`/api/users/${b.id}`, { method: 'PUT', payload: { isActive: false } })).json().isActive).toBe(false);
    expect((await get('/api/me')).json()).toMatchObject({ id: top.id, isBinaryActive: false, rightActiveDirects: 0 });
  });
});

describe('statistics', () => {
  it('builds day and month series from the snapshots and refuses dates before 17 March 2022', async () => {
    const { top, outsider, get } = await smallNetwork();
    await refreshLegTotals(ctx.database.db, '2026-03-02');
    const series = (await get('/api/user_stats?from=2026-03-01&to=2026-03-03&period=day')).json()['hydra:member'];
    expect(series.map((p: { period: string; newLeft: number; leftMembers: number }) => [p.period, p.newLeft, p.leftMembers])).toEqual([
      ['2026-03-01', 0, 0], ['2026-03-02', 2, 2], ['2026-03-03', 0, 2],
    ]);
    const month = (await get('/api/user_stats?from=2026-02-01&to=2026-03-31&period=month')).json()['hydra:member'];
    expect(month.map((p: { period: string; newRight: number }) => [p.period, p.newRight])).toEqual([['2026-02-01', 0], ['2026-03-01', 2]]);
    const early = await get('/api/user_stats?from=2022-03-16&to=2022-04-01');
    expect(early.statusCode).toBe(400);
    expect(early.json().violations[0].message).toBe('Statistics cannot go back before 2022-03-17');
    const totals = (await get('/api/user_stats/invoice_stat', { method: 'POST', payload: { from: '2026-03-01', to: '2026-03-31' } })).json();
    expect(totals).toMatchObject({ newLeft: 2, newRight: 2 });
    // One snapshot by id: the member's own, points in euros; somebody else's is "not found".
    const [snapshot] = await ctx.database.db.select().from(userStats).where(and(eq(userStats.userId, top.id), eq(userStats.day, '2026-03-02')));
    expect((await get(`/api/user_stats/${snapshot!.id}`)).json()).toMatchObject({ '@type': 'UserStat', userId: top.id, day: '2026-03-02', leftMembers: 2 });
    expect((await (await as(outsider.username))(`/api/user_stats/${snapshot!.id}`)).statusCode).toBe(404);
  });

  it('refuses a day that does not exist (30 February) with 400 naming the field, not a 500', async () => {
    const member = await registerMember(ctx);
    const get = await as(member.username);
    const series = await get('/api/user_stats?from=2026-02-30&to=2026-03-03');
    expect(series.statusCode).toBe(400);
    expect(series.json().violations).toMatchObject([{ propertyPath: 'from', message: 'from is not valid' }]);
    const totals = await get('/api/user_stats/invoice_stat', { method: 'POST', payload: { from: '2026-02-01', to: '2026-02-30' } });
    expect(totals.statusCode).toBe(400);
    expect(totals.json().violations).toMatchObject([{ propertyPath: 'to', message: 'to is not valid' }]);
  });
});

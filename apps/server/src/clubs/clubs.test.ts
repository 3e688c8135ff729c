import { MASTER_LEVEL } from '@vo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubPassRuns, clubQualifications, users } from '../db/schema';
import { runJobOnce } from '../lib/jobs/job-runner';
import { useTestApp } from '../test/build-app';
import { addMember, replaceClubs } from '../test/clubs';
import { apiAs, created } from '../test/catalogue';
import { createAdmin, memberClient } from '../test/factories';
import { refreshLegTotals } from '../network/leg-totals';
import { clubQualificationJob, runClubPass } from './club-pass';

const ctx = useTestApp();

/**
 * T (MASTER) sponsors A (travel vip, left), B (start, right) and C (pro, inactive, left); A sponsors A1 (travel vip),
 * A2 (start) and A3 (premium); B sponsors B1 (travel vip). The binary tree: T's left team A, A1, A2, A3, C; right B, B1.
 * General: 2 active directs, lines [4, 2], minor team 2. Travel (only travel users): 1 direct, lines [3, 1], minor team 1.
 */
async function handBuiltNetwork() {
  const t = await addMember(ctx, undefined, MASTER_LEVEL, 'left');
  const a = await addMember(ctx, t, 5, 'left');
  const b = await addMember(ctx, t, 2, 'right');
  const a1 = await addMember(ctx, a, 5, 'left');
  await addMember(ctx, a, 2, 'left');
  await addMember(ctx, a, 7, 'right');
  await addMember(ctx, b, 5, 'right');
  const c = await addMember(ctx, t, 6, 'left', false);
  return { t, a, b, a1, c };
}

/** For each requirement, clubs one under, exactly at and one over `values` (the others at zero), in that sort order. */
const edgeClubs = (isTravel: boolean, maxPerDirect: number, values: { directMin: number; salesMin: number; salesMinTeam: number }) =>
  (['directMin', 'salesMin', 'salesMinTeam'] as const).flatMap((requirement) =>
    [-1, 0, 1].map((delta) => ({ isTravel, maxPerDirect, directMin: 0, salesMin: 0, salesMinTeam: 0, [requirement]: values[requirement] + delta })));

describe('clubs', () => {
  it('measures directs, capped lines and the minor team at the edge of each requirement, travel users only for travel clubs', async () => {
    const { t, a, c } = await handBuiltNetwork();
    const general = edgeClubs(false, 3, { directMin: 2, salesMin: 5, salesMinTeam: 2 });
    const travel = edgeClubs(true, 2, { directMin: 1, salesMin: 3, salesMinTeam: 1 });
    // The cap: with one member per line, the general lines [4, 2] count 2.
    const ids = await replaceClubs(ctx, [...general, ...travel, { isTravel: false, maxPerDirect: 1, salesMin: 2, sort: 100 }]);
    await runClubPass(ctx.database.db, '2026-10');
    // infoClub takes the minor team from the daily pass's stored leg totals (the monthly pass counts its own).
    await refreshLegTotals(ctx.database.db, '2026-11-01');

    const asT = await memberClient(ctx, t.username);
    for (const [kind, values] of [['0', { directMin: 2, salesMin: 5, salesMinTeam: 2 }], ['true', { directMin: 1, salesMin: 3, salesMinTeam: 1 }]] as const) {
      const info = (await asT('GET', `/api/user/infoClub/${kind}`)).json();
      expect(info.ineligible).toBeNull();
      const edges = info.clubs.slice(0, 9);
      expect(edges.map((x: { qualified: boolean }) => x.qualified)).toEqual([true, true, false, true, true, false, true, true, false]);
      (['directMin', 'salesMin', 'salesMinTeam'] as const).forEach((requirement, k) => {
        const atExactly = edges[k * 3 + 1].requirements.find((r: { requirement: string }) => r.requirement === requirement);
        expect(atExactly).toEqual({ requirement, target: values[requirement], value: values[requirement], missing: 0 });
        expect(edges[k * 3 + 2].requirements.find((r: { requirement: string }) => r.requirement === requirement).missing).toBe(1);
      });
    }
    const cap = (await asT('GET', '/api/user/infoClub/false')).json().clubs[9];
    expect(cap.requirements[1]).toEqual({ requirement: 'salesMin', target: 2, value: 2, missing: 0 });

    // The pass agrees: T is in the highest club met of each kind (the cap club; the travel directMin-exact… sort 16).
    const me = (await asT('GET', '/api/me')).json();
    expect(me).toMatchObject({ club: `/api/clubs/${ids[18]}`, clubTravel: `/api/clubs/${ids[16]}`, rightToCollection: true });
    const rows = await ctx.database.db.select().from(clubQualifications).where(eq(clubQualifications.userId, t.id));
    expect(rows.map((r) => [r.isTravel, r.clubId, r.directs, r.network, r.minorTeam]).sort()).toEqual([
      [false, ids[18], 2, 2, 2],
      [true, ids[16], 1, 3, 1],
    ]);

    // The MASTER rule and the active distributor: A has travel users under them but is no MASTER; C is inactive.
    const asA = await memberClient(ctx, a.username);
    expect((await asA('GET', '/api/user/infoClub/1')).json()).toMatchObject({ ineligible: 'notMaster', reachedClub: null });
    expect((await ctx.database.db.select().from(clubQualifications).where(and(eq(clubQualifications.userId, a.id), eq(clubQualifications.isTravel, true))))).toEqual([]);
    await ctx.database.db.update(users).set({ isActive: true }).where(eq(users.id, c.id));
    const client = await addMember(ctx, undefined, 3, 'right');
    expect((await (await memberClient(ctx, client.username))('GET', '/api/user/infoClub/0')).json().ineligible).toBe('notDistributor');
  });

  it('replaces a period on a rerun, runs a scheduled period once, and clears a club no longer met', async () => {
    const { t, a1 } = await handBuiltNetwork();
    const [bronze] = await replaceClubs(ctx, [{ isTravel: false, maxPerDirect: 10, salesMin: 6 }]);
    const first = await runClubPass(ctx.database.db, '2026-11');
    expect(first.qualified).toBeGreaterThanOrEqual(1);
    const [held] = await ctx.database.db.select({ club: users.clubId }).from(users).where(eq(users.id, t.id));
    expect(held!.club).toBe(bronze);

    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, a1.id));
    const second = await runClubPass(ctx.database.db, '2026-11');
    const rows = await ctx.database.db.select().from(clubQualifications)
      .where(and(eq(clubQualifications.userId, t.id), eq(clubQualifications.period, '2026-11'), eq(clubQualifications.isTravel, false)));
    expect(rows).toEqual([]); // no row: not qualified (decision 106)
    const [run] = await ctx.database.db.select().from(clubPassRuns).where(eq(clubPassRuns.period, '2026-11'));
    expect(run).toMatchObject({ candidates: second.candidates, qualified: second.qualified });
    const [after] = await ctx.database.db.select({ club: users.clubId, right: users.rightToCollection }).from(users).where(eq(users.id, t.id));
    expect(after).toEqual({ club: null, right: false });

    expect((await runJobOnce(ctx.database.db, clubQualificationJob, '2026-12')).status).toBe('done');
    expect((await runJobOnce(ctx.database.db, clubQualificationJob, '2026-12')).status).toBe('skipped');
    expect(clubQualificationJob.periodKey(new Date('2027-01-01T00:30:00+01:00'))).toBe('2026-12');
  });

  it('runs two passes of one period at once one after the other: one row per member qualified and kind', async () => {
    await handBuiltNetwork();
    await replaceClubs(ctx, [{ isTravel: false, maxPerDirect: 10, salesMin: 6 }, { isTravel: true, maxPerDirect: 10, salesMin: 1 }]);
    const runs = await Promise.all([1, 2, 3].map(() => runClubPass(ctx.database.db, '2027-02')));
    const rows = await ctx.database.db.select().from(clubQualifications).where(eq(clubQualifications.period, '2027-02'));
    expect(rows).toHaveLength(runs[0]!.qualified + runs[0]!.qualifiedTravel);
    expect(await ctx.database.db.select().from(clubPassRuns).where(eq(clubPassRuns.period, '2027-02'))).toMatchObject([{
      candidates: runs[0]!.candidates, candidatesTravel: runs[0]!.candidatesTravel, qualified: runs[0]!.qualified, qualifiedTravel: runs[0]!.qualifiedTravel,
    }]);
    expect(runs.map((r) => [r.qualified, r.qualifiedTravel])).toEqual(runs.map(() => [runs[0]!.qualified, runs[0]!.qualifiedTravel]));
  });

  it('refuses a bad kind and a guest', async () => {
    const { t } = await handBuiltNetwork();
    const asT = await memberClient(ctx, t.username);
    expect((await asT('GET', '/api/user/infoClub/2')).statusCode).toBe(400);
    expect((await ctx.app.server.inject({ method: 'GET', url: '/api/user/infoClub/1' })).statusCode).toBe(401);
  });
});

describe('clubs in the console (generic table service)', () => {
  it('creates and edits a club in percent, lists it to members by rightToCollection, and refuses to delete a club a member holds', async () => {
    await replaceClubs(ctx, []);
    const admin = apiAs(ctx, (await createAdmin(ctx)).token);
    const body = { name: { es: 'Oro', en: 'Gold', pt: 'Ouro' }, isTravel: false, directMin: 1, salesMin: 0, maxPerDirect: 2, salesMinTeam: 0, bonusShare: 12.5 };
    const gold = await created(admin, '/api/clubs', body);
    expect(gold).toMatchObject({ '@type': 'Club', bonusShare: 12.5, rightToCollection: true, isActive: true, sort: 0 });
    const refused = await admin('POST', '/api/clubs', { ...body, maxPerDirect: 0, bonusShare: 1.005 });
    expect(refused.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['maxPerDirect', 'bonusShare']);
    const silent = await created(admin, '/api/clubs', { ...body, rightToCollection: false, sort: 1 });

    const { t } = await handBuiltNetwork();
    const asT = await memberClient(ctx, t.username);
    expect((await asT('GET', '/api/clubs?rightToCollection=true')).json()['hydra:member'].map((c: { id: number }) => c.id)).toEqual([gold.id]);
    expect((await asT('POST', '/api/clubs', body)).statusCode).toBe(403);

    // T meets both: the pass puts T in the higher one, which gives no right to collect.
    await runClubPass(ctx.database.db, '2027-01');
    expect((await asT('GET', '/api/me')).json()).toMatchObject({ club: `/api/clubs/${silent.id}`, rightToCollection: false });
    const held = await admin('DELETE', `/api/clubs/${silent.id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().violations[0].code).toBe('validation.clubHeld');
    expect((await admin('DELETE', `/api/clubs/${gold.id}`)).statusCode).toBe(204);
    expect((await admin('PUT', `/api/clubs/${silent.id}`, { ...body, sort: -1 })).json()).toMatchObject({ sort: -1, rightToCollection: false });
  });
});

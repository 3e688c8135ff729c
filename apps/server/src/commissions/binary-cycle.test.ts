import { isoWeek, madridDay } from '@vo/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { binaryCycleResults } from '../db/schema';
import { rowsOf } from '../db/rows';
import { checkLedger } from '../ledger/ledger-check';
import { memberBalances } from '../ledger/ledger.service';
import { useTestApp } from '../test/build-app';
import { createAdmin, registerPaidMember } from '../test/factories';
import { runBinaryCycle } from './binary-cycle';

const ctx = useTestApp();
const DAY = 86_400_000;
// Two weeks that have ended: the scenario's volume is dated into the first one.
const thisWeek = isoWeek(madridDay(new Date(Date.now() - 14 * DAY)));
const nextWeek = isoWeek(madridDay(new Date(Date.now() - 7 * DAY)));
const dateVolumeTwoWeeksBack = (userIds: number[]) => ctx.database.db.execute(sql`
  update network_volumes set created_at = created_at - interval '14 days' where user_id = any(${`{${userIds.join(',')}}`}::int[])`);
const resultOf = async (week: string, userId: number) =>
  (await ctx.database.db.select().from(binaryCycleResults).where(and(eq(binaryCycleResults.week, week), eq(binaryCycleResults.userId, userId))))[0];

/**
 * Scenario: A (partner: binary 8 %, weekly cap 500, direct 15 %) sponsors L (start, 50) and L2 (partner, 150)
 * on the left and R (start, 50) on the right. A's legs this week: left 50 + 150 = 200 points, right 50.
 * Pair 50 → bonus 8 % × 50 = 4.00; carry left 150, right 0. A's direct bonuses: 15 % × (50 + 150 + 50) = 37.50.
 * L has L2 below on the left (150) but no directs of its own: not binary active, keeps the 150.
 */
describe('weekly binary cycle', () => {
  it('pays the pair at the level percentage, carries the rest, audits every member with volume, and pays a week once', async () => {
    const a = await registerPaidMember(ctx, 4);
    const l = await registerPaidMember(ctx, 2, { sponsor: a.username, position: 'left' });
    const l2 = await registerPaidMember(ctx, 4, { sponsor: a.username, position: 'left' });
    const r = await registerPaidMember(ctx, 2, { sponsor: a.username, position: 'right' });
    await dateVolumeTwoWeeksBack([a.id, l.id, l2.id, r.id]);

    const admin = await createAdmin(ctx);
    const run = await ctx.app.server.inject({ method: 'POST', url: '/api/admin/binary_cycles', payload: { week: thisWeek }, headers: { authorization: `Bearer ${admin.token}` } });
    // The bonus in euros (A's 4.00), and nothing of the run's internals (timings stay in the job's record).
    expect(run.json()).toEqual({
      status: 'done', periodKey: thisWeek,
      details: { week: thisWeek, alreadyRun: false, members: expect.any(Number), withVolume: expect.any(Number), paid: 1, bonus: 4 },
    });

    expect(await resultOf(thisWeek, a.id)).toMatchObject({ left: 20_000, right: 5_000, pair: 5_000, bonus: 400, capApplied: false, leftCarry: 15_000, rightCarry: 0, reason: null });
    expect(await resultOf(thisWeek, l.id)).toMatchObject({ left: 15_000, right: 0, pair: 0, bonus: 0, leftCarry: 15_000, reason: 'not_binary_active' });
    expect(await resultOf(thisWeek, r.id)).toBeUndefined();
    expect(await resultOf(thisWeek, l2.id)).toBeUndefined();
    expect((await memberBalances(ctx.database.db, a.id)).wallet_retained).toBe(3_750 + 400);

    // Replaying the week, by the admin or directly, pays nothing new.
    const again = await ctx.app.server.inject({ method: 'POST', url: '/api/admin/binary_cycles', payload: { week: thisWeek }, headers: { authorization: `Bearer ${admin.token}` } });
    expect(again.json()).toEqual({ status: 'skipped', periodKey: thisWeek });
    expect(await runBinaryCycle(ctx.database.db, thisWeek)).toMatchObject({ alreadyRun: true, paid: 0 });
    expect((await memberBalances(ctx.database.db, a.id)).wallet_retained).toBe(4_150);

    // Next week, with no new volume: the carry alone has no pair. The cycle writes no users row and no leg totals
    // (same row versions): the carries are its audit rows (decision 121).
    const rowVersions = () => ctx.database.db.execute(sql`select u.id, u.xmin::text as version, t.xmin::text as totals_version
      from users u left join user_leg_totals t on t.user_id = u.id where u.id in (${a.id}, ${l.id}) order by u.id`);
    const versionsBefore = rowsOf(await rowVersions());
    expect(await runBinaryCycle(ctx.database.db, nextWeek)).toMatchObject({ alreadyRun: false });
    expect(rowsOf(await rowVersions())).toEqual(versionsBefore);
    expect(await resultOf(nextWeek, a.id)).toMatchObject({ left: 15_000, right: 0, pair: 0, bonus: 0, leftCarry: 15_000 });
    expect((await memberBalances(ctx.database.db, a.id)).wallet_retained).toBe(4_150);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);

    const own = (await ctx.app.server.inject({ method: 'GET', url: '/api/binary_cycle_results', headers: { authorization: `Bearer ${await ctx.tokenFor(a.username, 'Member1234')}` } })).json();
    expect(own['hydra:member'].map((row: { week: string }) => row.week)).toEqual([nextWeek, thisWeek]);
    expect(own['hydra:member'][1]).toMatchObject({ pair: 50, bonus: 4 });
    expect(own['hydra:totalItems']).toBe(2);
    // An admin reads any member's rows by the `user` filter; a member only their own.
    const asAdmin = (query: string) => ctx.app.server.inject({ method: 'GET', url: `/api/binary_cycle_results?${query}`, headers: { authorization: `Bearer ${admin.token}` } });
    const ofL = (await asAdmin(`user=${l.id}`)).json();
    expect(ofL['hydra:member'].map((row: { user: string; week: string }) => [row.user, row.week])).toEqual([[`/api/users/${l.id}`, nextWeek], [`/api/users/${l.id}`, thisWeek]]);
    expect((await asAdmin(`user[]=${l.id}&user[]=${a.id}&week=${thisWeek}`)).json()['hydra:totalItems']).toBe(2);
    expect((await asAdmin('user=someone')).statusCode).toBe(400);

    // The console's list of runs: newest week first, with what each paid; admins only.
    const runs = ctx.app.server.inject({ method: 'GET', url: '/api/admin/binary_cycle_runs', headers: { authorization: `Bearer ${admin.token}` } });
    expect((await runs).json()['hydra:member'].slice(0, 2)).toMatchObject([{ week: nextWeek, paid: 0, bonus: 0 }, { week: thisWeek, paid: 1, bonus: 4 }]);
    const asMember = await ctx.app.server.inject({ method: 'GET', url: '/api/admin/binary_cycle_runs', headers: { authorization: `Bearer ${await ctx.tokenFor(a.username, 'Member1234')}` } });
    expect(asMember.statusCode).toBe(403);
  });

  it('refuses a week that does not exist, has not ended, or comes before a week already paid', async () => {
    const admin = await createAdmin(ctx);
    const run = (week: string) => ctx.app.server.inject({ method: 'POST', url: '/api/admin/binary_cycles', payload: { week }, headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en' } });
    expect((await run('2025-W53')).statusCode).toBe(400);
    expect((await run('last week')).json().violations).toMatchObject([{ propertyPath: 'week' }]);
    const current = await run(isoWeek(madridDay()));
    expect(current.statusCode).toBe(422);
    expect(current.body).toContain('has not ended');
    await expect(runBinaryCycle(ctx.database.db, isoWeek(madridDay()))).rejects.toMatchObject({ code: 'BINARY_WEEK_NOT_ENDED' });
    // The first test paid nextWeek: the week before it can no longer run.
    await expect(runBinaryCycle(ctx.database.db, isoWeek(madridDay(new Date(Date.now() - 21 * DAY))))).rejects.toMatchObject({ code: 'BINARY_WEEK_SUPERSEDED' });
  });
});

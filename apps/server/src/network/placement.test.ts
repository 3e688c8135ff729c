import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { findUser, registerMember, registrationBody } from '../test/factories';
import { computeLegTotals, refreshLegTotals } from './leg-totals';
import { legTotal, legTotalsJoin } from './user-leg-totals';
import { rowsOf as rows } from '../db/rows';

const ctx = useTestApp();

describe('placement under concurrent registrations', () => {
  it('50 sign-ups under one sponsor at once: one member per slot, nobody lost, all reachable from the root', async () => {
    const sponsor = await registerMember(ctx);
    const bodies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => registrationBody(ctx, { sponsor: sponsor.username, position: i % 3 === 0 ? 'right' : 'left' })),
    );
    const responses = await Promise.all(bodies.map((payload) => ctx.app.server.inject({ method: 'POST', url: '/api/register', payload })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));

    const [slots] = rows<{ taken: string; distinct_slots: string }>(await ctx.database.db.execute(sql`
      select count(*) as taken, count(distinct (binary_parent_id, position)) as distinct_slots from users where binary_parent_id is not null`));
    expect(Number(slots!.taken)).toBe(Number(slots!.distinct_slots));

    const [reach] = rows<{ reachable: string; placed: string }>(await ctx.database.db.execute(sql`
      with recursive down(id) as (select id from users where username = 'virtualoffice'
        union all select u.id from users u join down on u.binary_parent_id = down.id)
      select (select count(*) from down) as reachable, (select count(*) from users where binary_jump_id is not null) as placed`));
    expect(Number(reach!.reachable)).toBe(Number(reach!.placed));

    const sponsorRow = await findUser(ctx, sponsor.username);
    expect(sponsorRow.leftDirects + sponsorRow.rightDirects).toBe(50);
    expect([sponsorRow.leftDirects, sponsorRow.rightDirects]).toEqual([33, 17]);
  });
});

describe('counters', () => {
  it('direct counters and the daily pass equal a full recount after random registrations and activations', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ sponsor: fc.nat(), leg: fc.constantFrom('left', 'right', undefined), active: fc.boolean(), points: fc.nat({ max: 50_000 }) }), { minLength: 5, maxLength: 12 }),
        async (plan) => {
          const created: { id: number; username: string }[] = [await registerMember(ctx)];
          for (const step of plan) {
            const sponsor = created[step.sponsor % created.length]!;
            const member = await registerMember(ctx, { sponsor: sponsor.username, position: step.leg as 'left' | 'right' | undefined });
            created.push(member);
            await ctx.app.server.inject({ method: 'GET', url: '/api/health' });
            await ctx.database.db.transaction(async (tx) => {
              const { setMemberActive } = await import('./direct-counters');
              const { recordVolume } = await import('./volumes');
              await setMemberActive(tx, member.id, step.active);
              if (step.points) await recordVolume(tx, member.id, step.points, 'test');
            });
          }
          await refreshLegTotals(ctx.database.db, '2026-01-01');

          const directs = rows<{ id: number; ok: boolean }>(await ctx.database.db.execute(sql`
            select s.id, (s.left_directs = count(*) filter (where d.sponsor_leg = 'left')
              and s.right_directs = count(*) filter (where d.sponsor_leg = 'right')
              and s.left_active_directs = count(*) filter (where d.sponsor_leg = 'left' and d.is_active)
              and s.right_active_directs = count(*) filter (where d.sponsor_leg = 'right' and d.is_active)
              and s.is_binary_active = (count(*) filter (where d.sponsor_leg = 'left' and d.is_active) > 0
                                        and count(*) filter (where d.sponsor_leg = 'right' and d.is_active) > 0)) as ok
            from users s join users d on d.sponsor_id = s.id group by s.id`));
          expect(directs.filter((r) => !r.ok)).toEqual([]);

          // Naive recount: every (ancestor, leg) pair by a recursive walk down each leg.
          const legs = rows<{ id: number; ok: boolean }>(await ctx.database.db.execute(sql`
            with recursive walk(top, leg, id) as (
              select p.id, c.position, c.id from users p join users c on c.binary_parent_id = p.id
              union all select walk.top, walk.leg, c.id from walk join users c on c.binary_parent_id = walk.id
            ), totals as (
              select top, count(*) filter (where leg = 'left') as lm, count(*) filter (where leg = 'right') as rm,
                count(*) filter (where leg = 'left' and u.is_active) as la, count(*) filter (where leg = 'right' and u.is_active) as ra,
                coalesce(sum(u.personal_points) filter (where leg = 'left'), 0) as lp, coalesce(sum(u.personal_points) filter (where leg = 'right'), 0) as rp
              from walk join users u on u.id = walk.id group by top
            )
            select u.id, (${legTotal('leftMembers', 's')} = coalesce(t.lm, 0) and ${legTotal('rightMembers', 's')} = coalesce(t.rm, 0)
              and ${legTotal('leftActiveMembers', 's')} = coalesce(t.la, 0) and ${legTotal('rightActiveMembers', 's')} = coalesce(t.ra, 0)
              and ${legTotal('leftTeamPoints', 's')} = coalesce(t.lp, 0) and ${legTotal('rightTeamPoints', 's')} = coalesce(t.rp, 0)) as ok
            from users u left join totals t on t.top = u.id ${legTotalsJoin('u', 's')} where u.binary_jump_id is not null`));
          expect(legs.filter((r) => !r.ok)).toEqual([]);
        },
      ),
      { numRuns: 4 },
    );
  });

  it('computes leg totals bottom-up for a hand-made tree', () => {
    // 0 is the root; 1 left of 0, 2 right of 0, 3 left of 1 (inactive, 5 points).
    const totals = computeLegTotals({
      parent: Int32Array.from([-1, 0, 0, 1]),
      isLeft: Uint8Array.from([0, 1, 0, 1]),
      active: Uint8Array.from([1, 1, 1, 0]),
      activeTravel: Uint8Array.from([0, 0, 1, 0]),
      depth: Int32Array.from([0, 1, 1, 2]),
      points: Float64Array.from([0, 100, 200, 500]),
      weekPoints: Float64Array.from([0, 0, 30, 7]),
    });
    expect(totals.map((column) => [...column])).toEqual([
      [2, 1, 0, 0], // left members
      [1, 0, 0, 0], // right members
      [1, 0, 0, 0], // left active
      [1, 0, 0, 0], // right active
      [600, 500, 0, 0], // left team points
      [200, 0, 0, 0], // right team points
      [0, 0, 0, 0], // left active travel
      [1, 0, 0, 0], // right active travel
      [7, 7, 0, 0], // left points this week
      [30, 0, 0, 0], // right points this week
    ]);
  });

  it('sums a tree whose rows do not come parent first (read out of id order) as the same tree in id order', () => {
    // A tree of 0..5 in id order (every parent before its children), then the same rows as [3, 5, 1, 0, 4, 2].
    const tree = {
      parent: Int32Array.from([-1, 0, 0, 1, 1, 3]),
      isLeft: Uint8Array.from([0, 1, 0, 1, 0, 0]),
      active: Uint8Array.from([1, 0, 1, 1, 0, 1]),
      activeTravel: Uint8Array.from([0, 0, 1, 1, 0, 0]),
      depth: Int32Array.from([0, 1, 1, 2, 2, 3]),
      points: Float64Array.from([1, 20, 300, 4000, 50000, 600000]),
      weekPoints: Float64Array.from([0, 2, 0, 40, 0, 6]),
    };
    const order = [3, 5, 1, 0, 4, 2];
    const at = (values: ArrayLike<number>) => order.map((i) => values[i]!);
    const shuffled = {
      parent: Int32Array.from(order, (i) => (tree.parent[i]! < 0 ? -1 : order.indexOf(tree.parent[i]!))),
      isLeft: Uint8Array.from(at(tree.isLeft)),
      active: Uint8Array.from(at(tree.active)),
      activeTravel: Uint8Array.from(at(tree.activeTravel)),
      depth: Int32Array.from(at(tree.depth)),
      points: Float64Array.from(at(tree.points)),
      weekPoints: Float64Array.from(at(tree.weekPoints)),
    };
    expect(computeLegTotals(shuffled).map((column) => [...column])).toEqual(
      computeLegTotals(tree).map((column) => at(column)),
    );
  });

  it('writes the changed totals to user_leg_totals and leaves every users row unwritten (decision 118)', async () => {
    await refreshLegTotals(ctx.database.db, '2026-01-31');
    await registerMember(ctx);
    const rowVersions = async () => rows(await ctx.database.db.execute(sql`select id, xmin::text as version from users order by id`));
    const before = await rowVersions();
    expect((await refreshLegTotals(ctx.database.db, '2026-01-31')).changed).toBeGreaterThan(0);
    expect(await rowVersions()).toEqual(before);
  });

  it('writes a statistics snapshot only for members whose totals changed', async () => {
    const first = await refreshLegTotals(ctx.database.db, '2026-02-01');
    const again = await refreshLegTotals(ctx.database.db, '2026-02-02');
    expect(again.changed).toBe(0);
    expect(first.members).toBe(await ctx.database.db.$count(users, sql`binary_jump_id is not null`));
  });
});

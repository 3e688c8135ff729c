import { isoWeek, madridDay } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runBinaryCycle } from '../commissions/binary-cycle';
import { rowsOf } from '../db/rows';
import { useTestApp } from '../test/build-app';
import { memberClient, registerPaidMember } from '../test/factories';
import { refreshLegTotals } from './leg-totals';

const ctx = useTestApp();
const DAY = 86_400_000;
const lastWeek = isoWeek(madridDay(new Date(Date.now() - 7 * DAY)));

/**
 * Issue 18 item 21: after a cycle the tree showed leg points 0 / 0 while the weekly card showed carries.
 * A (partner) has L2 (partner, 150) on the left and R (start, 50) on the right last week: the cycle pairs 50 and
 * carries 100 on the left. This week R2 (start, 50) joins on the right: this week's volume is 0 left, 50 right.
 */
describe('binary legs', () => {
  it('shows the same week volume and carries on the tree, the User and the weekly card after a cycle', async () => {
    const a = await registerPaidMember(ctx, 4);
    const l2 = await registerPaidMember(ctx, 4, { sponsor: a.username, position: 'left' });
    const r = await registerPaidMember(ctx, 2, { sponsor: a.username, position: 'right' });
    await ctx.database.db.execute(sql`update network_volumes set created_at = created_at - interval '7 days'
      where user_id = any(${`{${[a.id, l2.id, r.id].join(',')}}`}::int[])`);
    await refreshLegTotals(ctx.database.db, madridDay());
    const get = await memberClient(ctx, a.username);
    // Before the cycle, the week's volume is on the legs and nothing is carried yet.
    expect((await get('GET', '/api/me')).json()).toMatchObject({ leftPoints: 150, rightPoints: 50, leftCarry: 0, rightCarry: 0 });

    // The cycle writes no leg totals (decision 121): the week starts again and the carries are its audit rows.
    const totalsVersions = async () => rowsOf(await ctx.database.db.execute(sql`select user_id, xmin::text as version from user_leg_totals order by user_id`));
    const versionsBefore = await totalsVersions();
    await runBinaryCycle(ctx.database.db, lastWeek);
    expect(await totalsVersions()).toEqual(versionsBefore);
    expect((await get('GET', '/api/me')).json()).toMatchObject({ leftPoints: 0, rightPoints: 0, leftCarry: 100, rightCarry: 0 });
    expect((await get('GET', `/api/users/${a.id}/binarytree?levels=1`)).json().root).toMatchObject({ leftPoints: 0, rightPoints: 0, leftCarry: 100 });

    await registerPaidMember(ctx, 2, { sponsor: a.username, position: 'right' });
    await refreshLegTotals(ctx.database.db, madridDay());

    const legs = { leftPoints: 0, rightPoints: 50, leftCarry: 100, rightCarry: 0 };
    const weekly = (await get('GET', '/api/binary_cycle_results')).json()['hydra:member'][0];
    expect(weekly).toMatchObject({ week: lastWeek, left: 150, right: 50, pair: 50, leftCarry: legs.leftCarry, rightCarry: legs.rightCarry });
    expect((await get('GET', '/api/me')).json()).toMatchObject(legs);
    expect((await get('GET', `/api/users/${a.id}`)).json()).toMatchObject(legs);
    expect((await get('GET', `/api/users/${a.id}/binarytree?levels=1`)).json().root).toMatchObject(legs);
  });
});

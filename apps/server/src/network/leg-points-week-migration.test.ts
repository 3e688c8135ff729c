import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userLegTotals, users } from '../db/schema';
import { rowsOf } from '../db/rows';
import { useTestApp } from '../test/build-app';
import { registerMember } from '../test/factories';
import { legTotalsJoinOn, legTotalsSelection } from './user-leg-totals';

const ctx = useTestApp();
const migration = readFile(new URL('../../drizzle/0047_leg_points_week_carries_from_audit.sql', import.meta.url), 'utf8');
const statements = (text: string) => text.split('--> statement-breakpoint').map((s) => s.trim()).filter(Boolean);

describe('migration 0047: the week volume follows a cycle run, the carries are the audit rows (decision 121)', () => {
  it('stamps the stored week volume with the latest run and drops the stored carries', async () => {
    const db = ctx.database.db;
    const [counting, teamOnly] = [await registerMember(ctx), await registerMember(ctx)];
    await db.execute(sql`alter table user_leg_totals drop column points_week,
      add column left_carry bigint not null default 0, add column right_carry bigint not null default 0`);
    await db.execute(sql`insert into binary_cycle_runs (week, volume_until) values ('2026-W40', '2026-10-05'), ('2026-W41', '2026-10-12')`);
    await db.execute(sql`insert into binary_cycle_results (week, user_id, "left", "right", left_carry, right_carry)
      values ('2026-W41', ${counting.id}, 900, 0, 250, 0)`);
    await db.execute(sql`insert into user_leg_totals (user_id, left_points, right_points, left_carry) values (${counting.id}, 500, 70, 250)`);
    await db.execute(sql`insert into user_leg_totals (user_id, left_members) values (${teamOnly.id}, 3)`);

    for (const statement of statements(await migration)) await db.execute(sql.raw(statement));

    const stamped = rowsOf(await db.execute(sql`select user_id, points_week from user_leg_totals
      where user_id in (${counting.id}, ${teamOnly.id}) order by user_id`));
    expect(stamped).toEqual([{ user_id: counting.id, points_week: '2026-W41' }, { user_id: teamOnly.id, points_week: null }]);
    const [totals] = await db.select(legTotalsSelection).from(users).leftJoin(userLegTotals, legTotalsJoinOn).where(eq(users.id, counting.id));
    expect(totals).toMatchObject({ leftPoints: 500, rightPoints: 70, leftCarry: 250, rightCarry: 0 });
    const carries = rowsOf(await db.execute(sql`
      select column_name from information_schema.columns where table_name = 'user_leg_totals' and column_name like '%carry'`));
    expect(carries).toEqual([]);
  });
});

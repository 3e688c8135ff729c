import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { useTestApp } from '../test/build-app';
import { registerMember } from '../test/factories';

const ctx = useTestApp();
const migration = readFile(new URL('../../drizzle/0044_user_leg_totals.sql', import.meta.url), 'utf8');
const statements = (text: string) => text.split('--> statement-breakpoint').map((s) => s.trim()).filter(Boolean);

/** The totals as users held them before migration 0044 (its columns, with their types and defaults). */
const OLD_USERS_COLUMNS = `alter table users
  add column left_members integer not null default 0, add column right_members integer not null default 0,
  add column left_active_members integer not null default 0, add column right_active_members integer not null default 0,
  add column left_points bigint not null default 0, add column right_points bigint not null default 0,
  add column left_carry bigint not null default 0, add column right_carry bigint not null default 0,
  add column left_team_points bigint not null default 0, add column right_team_points bigint not null default 0,
  add column left_active_travel_members integer not null default 0, add column right_active_travel_members integer not null default 0`;

// First: the test of migration 0044 below rebuilds the table from that migration alone.
describe('migration 0050: user_leg_totals leaves room in its pages (decision 127)', () => {
  it('has a fillfactor of 80, so the daily pass updates its rows in place (HOT)', async () => {
    const [row] = rowsOf<{ options: string[] | null }>(await ctx.database.db.execute(sql`
      select reloptions as options from pg_class where relname = 'user_leg_totals' and relkind = 'r'`));
    expect(row?.options).toEqual(['fillfactor=80']);
  });
});

describe('migration 0044: the leg totals move from users to user_leg_totals (decision 118)', () => {
  it('copies every member with a non-zero total, no row for the others, and drops the columns of users', async () => {
    const db = ctx.database.db;
    const [counted, carrying, empty] = [await registerMember(ctx), await registerMember(ctx), await registerMember(ctx)];
    await db.execute(sql`drop table user_leg_totals`);
    await db.execute(sql.raw(OLD_USERS_COLUMNS));
    await db.execute(sql`update users set left_members = 3, right_members = 1, left_active_members = 2, right_active_members = 1,
      left_team_points = 12345, right_team_points = 600, left_active_travel_members = 1, right_active_travel_members = 0,
      left_points = 500, right_points = 70 where id = ${counted.id}`);
    await db.execute(sql`update users set right_carry = 250 where id = ${carrying.id}`);

    for (const statement of statements(await migration)) await db.execute(sql.raw(statement));

    const copied = rowsOf<Record<string, number>>(await db.execute(sql`
      select user_id, left_members, right_members, left_active_members, right_active_members, left_team_points::int, right_team_points::int,
        left_active_travel_members, right_active_travel_members, left_points::int, right_points::int, left_carry::int, right_carry::int
      from user_leg_totals where user_id in (${counted.id}, ${carrying.id}, ${empty.id}) order by user_id`));
    expect(copied).toEqual([
      { user_id: counted.id, left_members: 3, right_members: 1, left_active_members: 2, right_active_members: 1, left_team_points: 12345,
        right_team_points: 600, left_active_travel_members: 1, right_active_travel_members: 0, left_points: 500, right_points: 70,
        left_carry: 0, right_carry: 0 },
      { user_id: carrying.id, left_members: 0, right_members: 0, left_active_members: 0, right_active_members: 0, left_team_points: 0,
        right_team_points: 0, left_active_travel_members: 0, right_active_travel_members: 0, left_points: 0, right_points: 0,
        left_carry: 0, right_carry: 250 },
    ]);
    const left = rowsOf(await db.execute(sql`
      select column_name from information_schema.columns where table_name = 'users' and column_name like '%members'`));
    expect(left).toEqual([]);
  });
});

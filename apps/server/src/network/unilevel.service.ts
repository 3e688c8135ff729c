import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

interface Target {
  id: number;
  sponsorPath: number[];
}

/** A member of a sponsorship level, as the unilevel query selects it (snake_case from raw SQL; points in cents). */
export interface UnilevelMemberRow {
  id: number;
  username: string;
  is_active: boolean;
  date_of_join: string | Date;
  membership_level: number | null;
  membership_name: string | null;
  sponsor_username: string | null;
  directs: number;
  personal_points: string | number;
  total: string | number;
}

/** An int[] literal such as {1,2,3} (one parameter, not one per element). */
const intArray = (values: number[]) => `{${values.join(',')}}`;

/**
 * Who is `level` steps below `target` in the sponsorship tree, as a condition on `u` and the order of its index. Level 1 reads the
 * (sponsor_id, id) index. Deeper levels are a range of the (sponsor_depth, sponsor_path, id) index: every path
 * below the target starts with P = its path plus its id, and such arrays sort from P to just before P' = P with
 * the last id plus one (decision 116).
 */
function levelCondition(target: Target, level: number) {
  if (level === 1) return { inLevel: sql`u.sponsor_id = ${target.id}`, order: sql`u.id` };
  const prefix = [...target.sponsorPath, target.id];
  const after = [...target.sponsorPath, target.id + 1];
  return {
    inLevel: sql`u.sponsor_depth = ${target.sponsorPath.length + level}
      and u.sponsor_path >= ${intArray(prefix)}::int[] and u.sponsor_path < ${intArray(after)}::int[]`,
    order: sql`u.sponsor_path, u.id`,
  };
}

/**
 * How many members the page's level (and search) holds. Without a search, the level's kept count (registration keeps
 * it exact, decision 119): a deep level holds tens of thousands of members. With one, a count over the page's index range.
 */
function levelTotal(target: Target, level: number, inLevel: SQL, matches: SQL, searched: boolean) {
  return searched
    ? sql`(select count(*) from users u where ${inLevel} ${matches})`
    : sql`coalesce((select c.members from sponsor_level_counts c where c.sponsor_id = ${target.id} and c.level = ${level}), 0)`;
}

/**
 * One page of the members `level` steps below `target` in the sponsorship tree, grouped by sponsor path then id
 * (at level 1 all share one path: id order).
 */
export async function unilevelPage(db: Db, target: Target, level: number, page: { offset: number; limit: number }, search?: string) {
  const { inLevel, order } = levelCondition(target, level);
  const matches = search ? sql`and u.username ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``;
  const total = levelTotal(target, level, inLevel, matches, Boolean(search));
  const rows = rowsOf<UnilevelMemberRow>(await db.execute(sql`
    select u.id, u.username, u.is_active, u.date_of_join, m.level as membership_level, m.name as membership_name,
      s.username as sponsor_username, u.left_directs + u.right_directs as directs, u.personal_points, ${total} as total
    from users u
    left join memberships m on m.id = u.membership_id
    left join users s on s.id = u.sponsor_id
    where ${inLevel} ${matches}
    order by ${order}
    limit ${page.limit} offset ${page.offset}`));
  if (rows.length) return { rows, total: Number(rows[0]!.total) };
  const counted = rowsOf<{ n: string | number }>(await db.execute(sql`select ${total} as n`));
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** Members, active members and personal points (cents) per sponsorship level below `target`. */
export async function unilevelInfo(db: Db, target: Target) {
  const base = target.sponsorPath.length;
  const rows = rowsOf<{ level: number; members: string; active: string; points: string }>(await db.execute(sql`
    select u.sponsor_depth - ${base} as level, count(*) as members, count(*) filter (where u.is_active) as active,
      coalesce(sum(u.personal_points), 0) as points
    from users u where u.sponsor_path @> array[${target.id}]::int[]
    group by 1 order by 1`));
  return rows.map((r) => ({ level: Number(r.level), members: Number(r.members), activeMembers: Number(r.active), pointsCents: Number(r.points) }));
}

export interface EnjoyTreeLevel {
  level: number;
  pointsCents: number;
  members: { id: number; username: string; pointsCents: number; bonuses: number; clawedBackCents: number }[];
}

/**
 * Who generated Enjoy bonuses (Travel Points, in cents) for `userId`, by level: the Enjoy bonus tree. Points are net of
 * the claw-backs (a cancelled reservation's negative rows, decision 082); `bonuses` counts the bonuses paid, not them.
 */
export async function enjoyTree(db: Db, userId: number): Promise<EnjoyTreeLevel[]> {
  const rows = rowsOf<{ level: number; from_id: number; username: string; points: string; bonuses: string; clawed_back: string }>(await db.execute(sql`
    select e.level, e.from_user_id as from_id, f.username, sum(e.points) as points, count(*) filter (where e.points > 0) as bonuses,
      coalesce(-sum(e.points) filter (where e.points < 0), 0) as clawed_back
    from user_enjoys e join users f on f.id = e.from_user_id
    where e.user_id = ${userId}
    group by e.level, e.from_user_id, f.username
    order by e.level, sum(e.points) desc`));
  const levels = new Map<number, EnjoyTreeLevel>();
  for (const r of rows) {
    const level = levels.get(r.level) ?? { level: r.level, pointsCents: 0, members: [] };
    const pointsCents = Number(r.points);
    level.pointsCents += pointsCents;
    level.members.push({ id: r.from_id, username: r.username, pointsCents, bonuses: Number(r.bonuses), clawedBackCents: Number(r.clawed_back) });
    levels.set(r.level, level);
  }
  return [...levels.values()];
}

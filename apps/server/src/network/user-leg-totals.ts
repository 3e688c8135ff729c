import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import { binaryCycleResults, userLegTotals, users } from '../db/schema';

/**
 * The one reading of a member's leg totals (decisions 118 and 121). Registration inserts no `user_leg_totals` row,
 * so a member without one has every total 0: every reader left joins the table and coalesces through these
 * definitions. Two totals are not stored as such:
 * - this week's leg volume (`left/right_points`) counts only while the latest binary cycle is the one the daily pass
 *   computed it after (`points_week`): a cycle makes every member's week start again without writing a row;
 * - the carries are the latest cycle's own audit row (`binary_cycle_results`), which the next cycle starts from.
 */
export const LEG_TOTAL_KEYS = [
  'leftMembers', 'rightMembers', 'leftActiveMembers', 'rightActiveMembers', 'leftTeamPoints', 'rightTeamPoints',
  'leftActiveTravelMembers', 'rightActiveTravelMembers', 'leftPoints', 'rightPoints', 'leftCarry', 'rightCarry',
] as const;
export type LegTotalKey = (typeof LEG_TOTAL_KEYS)[number];
/** The totals the daily pass writes into `user_leg_totals` (every key but the carries). */
export type StoredLegTotalKey = Exclude<LegTotalKey, 'leftCarry' | 'rightCarry'>;
/** A member's totals; points and carries in cents. */
export type LegTotals = Record<LegTotalKey, number>;

export const ZERO_LEG_TOTALS: LegTotals = Object.freeze(Object.fromEntries(LEG_TOTAL_KEYS.map((k) => [k, 0])) as LegTotals);

/** The column name of a stored total (`left_members`), for raw SQL. */
export const legTotalColumn = (key: StoredLegTotalKey): string => userLegTotals[key].name;

/** The week of the latest binary cycle run (null before the first): one InitPlan per statement. */
export const LATEST_CYCLE_WEEK = sql.raw('(select max(week) from binary_cycle_runs)');

const isCarry = (key: LegTotalKey): key is 'leftCarry' | 'rightCarry' => key === 'leftCarry' || key === 'rightCarry';
const isWeekPoints = (key: LegTotalKey) => key === 'leftPoints' || key === 'rightPoints';

/** One total in SQL, from the totals row `t` (or null) and the member's id `userId`. */
function totalSql(key: LegTotalKey, t: string, userId: SQL): SQL {
  if (isCarry(key)) {
    return sql`coalesce((select c.${sql.raw(binaryCycleResults[key].name)} from binary_cycle_results c
      where c.week = ${LATEST_CYCLE_WEEK} and c.user_id = ${userId}), 0)`;
  }
  const column = sql.raw(`${t}.${legTotalColumn(key)}`);
  if (isWeekPoints(key)) return sql`case when ${sql.raw(t)}.points_week is not distinct from ${LATEST_CYCLE_WEEK} then coalesce(${column}, 0) else 0 end`;
  return sql`coalesce(${column}, 0)`;
}

/** Drizzle: the totals of the selected `users` row, with `.leftJoin(userLegTotals, legTotalsJoinOn)`. */
export const legTotalsSelection = Object.fromEntries(
  LEG_TOTAL_KEYS.map((k) => [k, totalSql(k, getTableName(userLegTotals), sql`${users.id}`).mapWith(Number)]),
) as { [K in LegTotalKey]: SQL<number> };
export const legTotalsJoinOn = eq(userLegTotals.userId, users.id);

/**
 * Raw SQL: `left join user_leg_totals t` on a users row aliased `u` (`also` narrows the joined rows, e.g. to an id
 * range), and one total of it (0 without a row).
 */
export const legTotalsJoin = (u = 'u', t = 't', also?: SQL): SQL =>
  sql`left join user_leg_totals ${sql.raw(t)} on ${sql.raw(`${t}.user_id = ${u}.id`)}${also ? sql` and ${also}` : sql``}`;
export const legTotal = (key: LegTotalKey, t = 't', u = 'u'): SQL => totalSql(key, t, sql.raw(`${u}.id`));

/**
 * The totals of the member whose id is `userId` as one JSON value (a scalar subquery), for the session of every
 * request: the stored row as `to_json`, the latest run and its carries, one probe each (the column-by-column form
 * above cost `/api/me` a fifth of its throughput); `offset 0` keeps the run's week one InitPlan (pulled up, it ran
 * twice). `legTotalsFromJson` applies the week rule of `totalSql`.
 */
export const legTotalsJson = (userId: SQL): SQL => sql`(select json_build_object('stored', to_json(t), 'week', r.week,
    'leftCarry', coalesce(c.left_carry, 0), 'rightCarry', coalesce(c.right_carry, 0))
  from (select ${LATEST_CYCLE_WEEK} as week offset 0) r
  left join user_leg_totals t on t.user_id = ${userId}
  left join binary_cycle_results c on c.week = r.week and c.user_id = ${userId})`;

interface LegTotalsJson {
  stored: Record<string, unknown> | null;
  week: string | null;
  leftCarry: number | string;
  rightCarry: number | string;
}

/** The value `legTotalsJson` gives, as totals. */
export function legTotalsFromJson({ stored, week, leftCarry, rightCarry }: LegTotalsJson): LegTotals {
  const current = stored !== null && stored.points_week === week;
  const totals = Object.fromEntries(LEG_TOTAL_KEYS.map((k) => {
    if (isCarry(k)) return [k, Number(k === 'leftCarry' ? leftCarry : rightCarry)];
    if (stored === null || (isWeekPoints(k) && !current)) return [k, 0];
    return [k, Number(stored[legTotalColumn(k)])];
  }));
  return totals as LegTotals;
}

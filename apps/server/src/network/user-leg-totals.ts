import { eq, sql, type SQL } from 'drizzle-orm';
import { userLegTotals, users } from '../db/schema';

/**
 * The one reading of the totals in `user_leg_totals` (decision 118). Registration inserts no row, so a member
 * without one has every total 0: every reader left joins the table and coalesces through these definitions.
 */
export const LEG_TOTAL_KEYS = [
  'leftMembers', 'rightMembers', 'leftActiveMembers', 'rightActiveMembers', 'leftTeamPoints', 'rightTeamPoints',
  'leftActiveTravelMembers', 'rightActiveTravelMembers', 'leftPoints', 'rightPoints', 'leftCarry', 'rightCarry',
] as const satisfies readonly (keyof typeof userLegTotals.$inferSelect)[];
export type LegTotalKey = (typeof LEG_TOTAL_KEYS)[number];
/** A member's totals; points and carries in cents. */
export type LegTotals = Record<LegTotalKey, number>;

export const ZERO_LEG_TOTALS: LegTotals = Object.freeze(Object.fromEntries(LEG_TOTAL_KEYS.map((k) => [k, 0])) as LegTotals);

/** The column name of a total (`left_members`), for raw SQL. */
export const legTotalColumn = (key: LegTotalKey): string => userLegTotals[key].name;

/** Drizzle: the totals of the selected `users` row, with `.leftJoin(userLegTotals, legTotalsJoinOn)`. */
export const legTotalsSelection = Object.fromEntries(
  LEG_TOTAL_KEYS.map((k) => [k, sql<number>`coalesce(${userLegTotals[k]}, 0)`.mapWith(Number)]),
) as { [K in LegTotalKey]: SQL<number> };
export const legTotalsJoinOn = eq(userLegTotals.userId, users.id);

/** Raw SQL: `left join user_leg_totals t` on a users row aliased `u`, and one total of it (0 without a row). */
export const legTotalsJoin = (u = 'u', t = 't'): SQL => sql.raw(`left join user_leg_totals ${t} on ${t}.user_id = ${u}.id`);
export const legTotal = (key: LegTotalKey, t = 't'): SQL => sql.raw(`coalesce(${t}.${legTotalColumn(key)}, 0)`);

/** A `user_leg_totals` row as `to_json` gives it (null: the member has none) as totals. */
export function legTotalsFromJson(json: Record<string, unknown> | null): LegTotals {
  if (!json) return ZERO_LEG_TOTALS;
  return Object.fromEntries(LEG_TOTAL_KEYS.map((k) => [k, Number(json[legTotalColumn(k)])])) as LegTotals;
}

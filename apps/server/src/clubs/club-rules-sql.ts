import { MASTER_LEVEL } from '@vo/domain';
import { sql, type SQL } from 'drizzle-orm';
import { legTotal } from '../network/user-leg-totals';

/**
 * The club rules of @vo/domain (clubs/club-rules.ts) as SQL predicates over a `users` row aliased `u` and its
 * membership aliased `m` (left joined), so the on-demand read and the monthly pass count the same members.
 */
const as = (alias: string) => sql.raw(alias);

/** A member who counts for a club of that kind: active; for travel clubs, with a plan that has travel features. */
export const countedMember = (isTravel: boolean, u = 'u', m = 'm'): SQL =>
  isTravel ? sql`(${as(u)}.is_active and coalesce(${as(m)}.travel_features, false))` : sql`${as(u)}.is_active`;

/** A member who may qualify: an active distributor; for travel clubs, an active MASTER. */
export const clubCandidate = (isTravel: boolean, u = 'u', m = 'm'): SQL =>
  isTravel
    ? sql`(${as(u)}.is_active and coalesce(${as(m)}.level = ${MASTER_LEVEL}, false))`
    : sql`(${as(u)}.is_active and coalesce(${as(m)}.earns_commissions, false))`;

/** The minor binary team's counted members, from the leg totals of the daily network pass (`t`: legTotalsJoin). */
export const minorTeam = (isTravel: boolean, t = 't'): SQL =>
  isTravel
    ? sql`least(${legTotal('leftActiveTravelMembers', t)}, ${legTotal('rightActiveTravelMembers', t)})`
    : sql`least(${legTotal('leftActiveMembers', t)}, ${legTotal('rightActiveMembers', t)})`;

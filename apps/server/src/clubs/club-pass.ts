import { lastEndedMonth, madridDay, MONTH_PATTERN } from '@vo/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { noProgress, type JobProgress } from '../lib/jobs/job-progress';
import type { JobDefinition } from '../lib/jobs/job-runner';
import { refreshLegTotals } from '../network/leg-totals';
import { clubCandidate, countedMember, minorTeam } from './club-rules-sql';

/**
 * One kind's qualification for the whole network in one statement (the rules of @vo/domain clubs/club-rules.ts):
 * every counted member adds one to the line of each ancestor through its sponsorship path (a set-based unnest, no
 * walk); each line is capped per club; the minor team comes from the leg totals.
 * Each candidate gets one row: the highest club met, or (none met) the lowest club's measures.
 */
async function qualifyKind(tx: Tx, period: string, isTravel: boolean): Promise<number> {
  await tx.execute(sql`delete from club_qualifications where period = ${period} and is_travel = ${isTravel}`);
  const result = await tx.execute(sql`
    with counted as (
      select u.id, u.sponsor_id, u.sponsor_path from users u left join memberships m on m.id = u.membership_id
      where ${countedMember(isTravel)}
    ),
    directs as (select sponsor_id as owner, count(*)::int as n from counted where sponsor_id is not null group by sponsor_id),
    -- Each counted member adds one to the line of every ancestor: the path entry at k is the line's direct, the one
    -- at k - 1 its owner (the member itself, appended last, is its sponsor's direct).
    lines as (
      select p.path[a.k - 1] as owner, count(*)::int as n
      from (select x.sponsor_path || x.id as path from counted x) p
      cross join lateral unnest(p.path) with ordinality as a(id, k)
      where a.k > 1
      group by p.path[a.k - 1], a.id
    ),
    kind_clubs as (select * from clubs where is_active and is_travel = ${isTravel}),
    network as (
      select l.owner, c.id as club_id, sum(least(l.n, c.max_per_direct))::int as n
      from lines l cross join kind_clubs c group by l.owner, c.id
    ),
    measured as (
      select u.id as user_id, c.id as club_id, coalesce(dr.n, 0) as directs, coalesce(nw.n, 0) as network,
             ${minorTeam(isTravel)} as minor_team,
             coalesce(coalesce(dr.n, 0) >= c.direct_min and coalesce(nw.n, 0) >= c.sales_min
               and ${minorTeam(isTravel)} >= c.sales_min_team, false) as meets,
             c.sort, c.id as rank_id
      from users u left join memberships m on m.id = u.membership_id
      left join kind_clubs c on true
      left join directs dr on dr.owner = u.id
      left join network nw on nw.owner = u.id and nw.club_id = c.id
      where ${clubCandidate(isTravel)}
    ),
    chosen as (
      select distinct on (user_id) * from measured
      order by user_id, meets desc,
        case when meets then -sort else sort end, case when meets then -rank_id else rank_id end
    )
    insert into club_qualifications (period, user_id, is_travel, club_id, directs, network, minor_team, qualified)
    select ${period}, user_id, ${isTravel}, case when meets then club_id end, directs, network, minor_team, meets from chosen
    returning qualified`);
  return rowsOf<{ qualified: boolean }>(result).filter((r) => r.qualified).length;
}

/** Sets `club` / `clubTravel` from the period's rows, then `rightToCollection` from the clubs held. */
async function applyToMembers(tx: Tx, period: string): Promise<void> {
  for (const [column, isTravel] of [['club_id', false], ['club_travel_id', true]] as const) {
    const held = sql.raw(column);
    await tx.execute(sql`
      update users u set ${held} = q.club_id
      from (select u2.id, q2.club_id from users u2
            left join club_qualifications q2 on q2.user_id = u2.id and q2.period = ${period} and q2.is_travel = ${isTravel}
            where u2.${held} is not null or q2.club_id is not null) q
      where u.id = q.id and u.${held} is distinct from q.club_id`);
  }
  await tx.execute(sql`
    update users u set right_to_collection = not u.right_to_collection
    where (u.right_to_collection or u.club_id is not null or u.club_travel_id is not null)
      and u.right_to_collection <> exists (
        select 1 from clubs c where c.right_to_collection and (c.id = u.club_id or c.id = u.club_travel_id))`);
}

export interface ClubPassResult {
  period: string;
  qualified: number;
  qualifiedTravel: number;
  legTotalsMs: number;
  qualifyMs: number;
}

/**
 * The monthly club qualification (issue 17) of `period` (`YYYY-MM`): refreshes the leg totals so the minor teams are
 * today's, then records every candidate's row and the members' clubs in one transaction. Running a period again
 * replaces its rows with the same result for the same network.
 */
export async function runClubPass(db: Db, period: string, progress: JobProgress = noProgress): Promise<ClubPassResult> {
  const t0 = performance.now();
  // Two steps for the console's bar: the leg totals, then the qualification (one transaction).
  await progress(0, 2);
  await refreshLegTotals(db, madridDay());
  const t1 = performance.now();
  await progress(1, 2);
  const [qualified, qualifiedTravel] = await db.transaction(async (tx) => {
    // One pass at a time: a second run waits, then replaces the same rows.
    await tx.execute(sql`select pg_advisory_xact_lock(74210170)`);
    // The pass groups and sorts every member's lines: in memory rather than on disk (this transaction only).
    await tx.execute(sql`set local work_mem = '256MB'`);
    const general = await qualifyKind(tx, period, false);
    const travel = await qualifyKind(tx, period, true);
    await applyToMembers(tx, period);
    return [general, travel];
  });
  await progress(2, 2);
  return { period, qualified, qualifiedTravel, legTotalsMs: t1 - t0, qualifyMs: performance.now() - t1 };
}

export const clubQualificationJob: JobDefinition = {
  name: 'club-monthly-qualification',
  periodKey: (now) => lastEndedMonth(madridDay(now)),
  // An admin's "run now" carries its own key: it qualifies the month that has just ended again.
  run: async (db, periodKey, progress) => ({ ...(await runClubPass(db, MONTH_PATTERN.test(periodKey) ? periodKey : lastEndedMonth(madridDay()), progress)) }),
};

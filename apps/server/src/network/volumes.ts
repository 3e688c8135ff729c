import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { integerColumns } from '../db/integer-columns';

/** Advisory lock between volume writers (shared) and the binary cycle's barrier (exclusive). */
const VOLUME_LOCK = 74_210_005;

/**
 * Records points a member generated (issue 4 calls this on a confirmed payment): the volume row,
 * the member's personal total and the sponsor's direct points on that leg, all bounded updates.
 * Team points reach the legs of every ancestor through the daily pass, not here. The row is stamped
 * with the clock at the insert, under the shared volume lock: see `waitForVolumeWriters`.
 */
export async function recordVolume(tx: Tx, userId: number, points: number, reason: string): Promise<void> {
  // The lock first (the subquery), then the clock (the select list), in one statement.
  await tx.execute(sql`insert into network_volumes (user_id, points, reason, created_at)
    select ${userId}, ${points}, ${reason}, clock_timestamp() from (select pg_advisory_xact_lock_shared(${VOLUME_LOCK})) as lock`);
  await tx.execute(sql`
    with member as (update users set personal_points = personal_points + ${points} where id = ${userId} returning sponsor_id, sponsor_leg)
    update users s set
      left_direct_points = s.left_direct_points + case when member.sponsor_leg = 'left' then ${points}::bigint else 0 end,
      right_direct_points = s.right_direct_points + case when member.sponsor_leg = 'right' then ${points}::bigint else 0 end
    from member where s.id = member.sponsor_id`);
}

/**
 * Returns once every volume row stamped before this moment is committed: a writer stamps its row
 * while holding the shared lock, so taking the exclusive one waits for those still open, and a writer
 * that comes later stamps a later time. After it, a week that has ended can read its volume by time
 * range, and nothing recorded in it can still arrive.
 */
export async function waitForVolumeWriters(db: Db): Promise<void> {
  await db.transaction((tx) => tx.execute(sql`select pg_advisory_xact_lock(${VOLUME_LOCK})`));
}

/**
 * Adds each member's volume recorded from `since` (inclusive) until `until` (exclusive), either bound optional, to
 * `volume` at the member's index (`indexOf`, -1 for a member the caller did not read). The window's rows are read
 * once, in parts by their own ids on both connections, and summed here (decisions 126 and 133): joined to each
 * id-range part of a whole-network read, the planner scanned the whole window once per part, twenty times at 5M
 * members; summed by member in one statement, a window of every member's volume was one text and one connection,
 * and grew 6× from 1M to 5M members.
 */
export async function addVolumeByMember(
  db: Db,
  window: { since?: Date; until?: Date },
  indexOf: (id: number) => number,
  volume: Float64Array,
): Promise<void> {
  const bounds = [
    ...(window.since ? [sql`created_at >= ${window.since.toISOString()}::timestamptz`] : []),
    ...(window.until ? [sql`created_at < ${window.until.toISOString()}::timestamptz`] : []),
  ];
  const inWindow = bounds.length ? sql.join(bounds, sql` and `) : sql`true`;
  const read = await integerColumns(db, {
    columns: { userId: sql`v.user_id`, points: sql`v.points` },
    // `offset 0` makes the window one read through the time index: pulled up, min(id) could walk the primary key
    // from the first row ever recorded until the window starts.
    bounds: sql`select min(id) as first, max(id) as last from (select id from network_volumes where ${inWindow} offset 0) w`,
    from: (inRange) => sql`from network_volumes v where ${inWindow} and ${inRange(sql`v.id`)}`,
  });
  read.userId.forEach((id, k) => {
    const i = indexOf(id);
    if (i >= 0) volume[i]! += read.points[k]!;
  });
}

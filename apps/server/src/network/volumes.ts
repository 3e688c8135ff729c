import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { IdRange } from '../db/integer-columns';

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
 * Each member's volume recorded from `since` (inclusive) until `until` (exclusive), either bound optional, as a
 * subquery of (user_id, points) for the members `inRange` admits: the whole-network reads join it, and the
 * (user_id, created_at) index lets each id-range part sum only its own members' rows (migration 0048).
 */
export function volumeByMember(inRange: IdRange, window: { since?: Date; until?: Date }): SQL {
  const bounds = [
    ...(window.since ? [sql`created_at >= ${window.since.toISOString()}::timestamptz`] : []),
    ...(window.until ? [sql`created_at < ${window.until.toISOString()}::timestamptz`] : []),
    inRange(sql`user_id`),
  ];
  return sql`(select user_id, sum(points) as points from network_volumes where ${sql.join(bounds, sql` and `)} group by user_id)`;
}

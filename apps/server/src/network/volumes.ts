import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { networkVolumes } from '../db/schema';

/**
 * Records points a member generated (issue 4 calls this on a confirmed payment): the volume row,
 * the member's personal total and the sponsor's direct points on that leg, all bounded updates.
 * Team points reach the legs of every ancestor through the daily pass, not here.
 */
export async function recordVolume(tx: Tx, userId: number, points: number, reason: string): Promise<void> {
  await tx.insert(networkVolumes).values({ userId, points, reason });
  await tx.execute(sql`
    with member as (update users set personal_points = personal_points + ${points} where id = ${userId} returning sponsor_id, sponsor_leg)
    update users s set
      left_direct_points = s.left_direct_points + case when member.sponsor_leg = 'left' then ${points}::bigint else 0 end,
      right_direct_points = s.right_direct_points + case when member.sponsor_leg = 'right' then ${points}::bigint else 0 end
    from member where s.id = member.sponsor_id`);
}

import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import type { Db } from '../db/client';

/** Kept level counts that differ from a count of the containment query, for every member and level (decision 119). */
export async function levelCountsOffByContainment(db: Db) {
  return rowsOf(await db.execute(sql`
    with counted as (
      select t.id as sponsor_id, u.sponsor_depth - t.sponsor_depth as level, count(*)::int as members
      from users t join users u on u.sponsor_path @> array[t.id]::int[] group by 1, 2)
    select * from counted full join sponsor_level_counts c using (sponsor_id, level)
    where counted.members is distinct from c.members`));
}

import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { intArray } from '../db/array-literal';

/**
 * A newcomer with sponsor path `path` (root first) is one more member at each ancestor's level below it: one upsert of
 * +1 per ancestor (decision 119). The rows are written root first, the same order in every sign-up, so parallel sign-ups
 * under a shared chain wait for each other instead of deadlocking.
 */
export async function recordSponsorLevels(tx: Tx, path: number[]): Promise<void> {
  if (!path.length) return;
  await tx.execute(sql`
    insert into sponsor_level_counts (sponsor_id, level, members)
    select a.id, ${path.length} + 1 - a.ord, 1 from unnest(${intArray(path)}::int[]) with ordinality as a(id, ord)
    order by a.ord
    on conflict (sponsor_id, level) do update set members = sponsor_level_counts.members + 1`);
}

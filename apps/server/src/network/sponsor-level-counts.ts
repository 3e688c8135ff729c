import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { intArray } from '../db/array-literal';
import { namedStatement } from '../db/named-statements';
import { sponsorLevelCounts } from '../db/schema';

const path = sql.placeholder('path');
const countNewcomer = namedStatement('sponsor_levels_count_newcomer', (tx: Tx) => tx.insert(sponsorLevelCounts)
  .select(sql`select a.id, cardinality(${path}::int[]) + 1 - a.ord, 1 from unnest(${path}::int[]) with ordinality as a(id, ord) order by a.ord`)
  .onConflictDoUpdate({ target: [sponsorLevelCounts.sponsorId, sponsorLevelCounts.level], set: { members: sql`${sponsorLevelCounts.members} + 1` } }));

/**
 * A newcomer with sponsor path `path` (root first) is one more member at each ancestor's level below it: one upsert of
 * +1 per ancestor (decision 119). The rows are written root first, the same order in every sign-up, so parallel sign-ups
 * under a shared chain wait for each other instead of deadlocking.
 */
export async function recordSponsorLevels(tx: Tx, sponsorPath: number[]): Promise<void> {
  if (sponsorPath.length) await countNewcomer(tx).execute({ path: intArray(sponsorPath) });
}

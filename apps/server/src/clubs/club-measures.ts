import { sql } from 'drizzle-orm';
import type { ClubMeasures } from '@vo/domain';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { legTotalsJoin } from '../network/user-leg-totals';
import { clubCandidate, countedMember, minorTeam } from './club-rules-sql';

export type ClubIneligibility = 'inactive' | 'notDistributor' | 'notMaster';

export interface MemberClubMeasures extends ClubMeasures {
  ineligible: ClubIneligibility | null;
}

/**
 * One member's measures for one kind of club, on demand: the directs by the sponsor index, each direct's line by the
 * sponsorship path (GIN index, grouped by the path's entry right under the member), the minor team from the stored
 * leg totals. A few index reads, no walk of the tree.
 */
export async function measureMember(db: Db, userId: number, isTravel: boolean): Promise<MemberClubMeasures> {
  const [member] = rowsOf<{ base: number; candidate: boolean; active: boolean; minor: number; directs: number }>(await db.execute(sql`
    select cardinality(u.sponsor_path) as base, ${clubCandidate(isTravel)} as candidate, u.is_active as active, ${minorTeam(isTravel)} as minor,
           (select count(*)::int from users d left join memberships dm on dm.id = d.membership_id
             where d.sponsor_id = u.id and ${countedMember(isTravel, 'd', 'dm')}) as directs
    from users u left join memberships m on m.id = u.membership_id ${legTotalsJoin()}
    where u.id = ${userId}`));
  if (!member) throw new Error(`no member ${userId}`);
  // Under the member, the path holds the member at `base + 1` and the direct of the line at `base + 2` (1-based);
  // the direct itself has no entry there and is its own line.
  const lines = rowsOf<{ n: number }>(await db.execute(sql`
    select count(*)::int as n
    from users x left join memberships xm on xm.id = x.membership_id
    where x.sponsor_path @> array[${userId}]::int[] and ${countedMember(isTravel, 'x', 'xm')}
    group by coalesce(x.sponsor_path[${member.base + 2}], x.id)`)).map((r) => r.n);
  const ineligible: ClubIneligibility | null = member.candidate ? null : !member.active ? 'inactive' : isTravel ? 'notMaster' : 'notDistributor';
  return { candidate: member.candidate, ineligible, directs: member.directs, lines, minorTeam: member.minor };
}

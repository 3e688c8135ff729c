import {
  centsToEuros, currentExtraBonusPeriod, extraBonusPeriodMonths, extraBonusPool, madridDay, splitByWeight,
  type ExtraBonusEstimate, type ExtraBonusKind, type ExtraBonusReason,
} from '@vo/domain';
import { sql } from 'drizzle-orm';
import { clubCandidate } from '../clubs/club-rules-sql';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { membershipRevenue, poolShareBp, qualifiedWeights } from './extra-bonus-measures';

/**
 * The months whose qualification stands in for the running period: monthly, the latest month qualified; annual, the
 * year's months qualified so far (the latest month when none yet).
 */
async function referenceMonths(db: Db, kind: ExtraBonusKind, period: string): Promise<string[]> {
  const months = rowsOf<{ period: string }>(await db.execute(sql`select period from club_pass_runs order by period desc limit 12`))
    .map((r) => r.period);
  const inYear = kind === 'annual' ? months.filter((m) => extraBonusPeriodMonths(kind, period).includes(m)) : [];
  return inYear.length ? inYear.sort() : months.slice(0, 1);
}

/**
 * Why the member shares or not, from their rows of the latest reference month (general and travel). Only qualified
 * members have a row (decision 106), so without one the member's candidacy now tells "no club reached" from "not a
 * candidate".
 */
async function memberStanding(db: Db, userId: number, month: string | undefined) {
  if (!month) return { reason: 'noQualificationYet' as ExtraBonusReason, club: null, clubTravel: null };
  const rows = rowsOf<{ is_travel: boolean; club_id: number; collects: boolean }>(await db.execute(sql`
    select q.is_travel, q.club_id, c.right_to_collection and c.bonus_share_bp > 0 as collects
    from club_qualifications q join clubs c on c.id = q.club_id
    where q.period = ${month} and q.user_id = ${userId}`));
  const iri = (travel: boolean) => {
    const id = rows.find((r) => r.is_travel === travel)?.club_id;
    return id ? `/api/clubs/${id}` : null;
  };
  const reason: ExtraBonusReason = rows.some((r) => r.collects) ? 'qualified'
    : rows.length ? 'clubWithoutCollection'
      : (await isCandidate(db, userId)) ? 'noClubReached' : 'notCandidate';
  return { reason, club: iri(false), clubTravel: iri(true) };
}

/** Whether the member may qualify for a club of either kind now (the pass's own predicates). */
async function isCandidate(db: Db, userId: number): Promise<boolean> {
  const [row] = rowsOf<{ candidate: boolean }>(await db.execute(sql`
    select coalesce(${clubCandidate(false)} or ${clubCandidate(true)}, false) as candidate
    from users u left join memberships m on m.id = u.membership_id where u.id = ${userId}`));
  return row?.candidate ?? false;
}

/**
 * GET /api/extra_bonuses/current: the running period's pool from the membership revenue confirmed so far, and the
 * member's share of it if the qualification stays as the one(s) last recorded; an estimate, not a promise.
 */
export async function extraBonusEstimate(db: Db, kind: ExtraBonusKind, userId: number, now = new Date()): Promise<ExtraBonusEstimate> {
  const period = currentExtraBonusPeriod(kind, madridDay(now));
  const [shareBp, revenue, basedOn] = [await poolShareBp(db, kind), await membershipRevenue(db, kind, period, now), await referenceMonths(db, kind, period)];
  const pool = extraBonusPool(revenue.base, shareBp);
  const weights = basedOn.length ? await qualifiedWeights(db, basedOn) : [];
  const mine = weights.find((m) => m.id === userId);
  const myShare = mine ? splitByWeight(pool, weights).get(userId)! : 0;
  const standing = await memberStanding(db, userId, basedOn.at(-1));
  return {
    kind, period, sharePercent: shareBp / 100, base: centsToEuros(revenue.base), payments: revenue.payments, pool: centsToEuros(pool),
    members: weights.length, totalWeight: weights.reduce((sum, m) => sum + m.weight, 0), myWeight: mine?.weight ?? 0,
    myShare: centsToEuros(myShare), basedOn, ...standing,
  };
}


import { clubProgress, highestClub, meetsClub, type ClubInfo } from '@vo/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clubs, users } from '../db/schema';
import { presentClub } from './club.presenter';
import { measureMember } from './club-measures';

/** The active clubs of one kind, lowest first. */
export const activeClubs = (db: Db, isTravel: boolean) =>
  db.select().from(clubs).where(and(eq(clubs.isTravel, isTravel), eq(clubs.isActive, true))).orderBy(asc(clubs.sort), asc(clubs.id));

/**
 * GET /api/user/infoClub/{isTravel}: the member's progress towards each active club of that kind, measured now;
 * `reachedClub` the highest met today, `currentClub` what the last monthly qualification gave them.
 */
export async function clubInfo(db: Db, userId: number, isTravel: boolean): Promise<ClubInfo> {
  const [kindClubs, measures, [member]] = await Promise.all([
    activeClubs(db, isTravel),
    measureMember(db, userId, isTravel),
    db.select({ club: users.clubId, clubTravel: users.clubTravelId }).from(users).where(eq(users.id, userId)),
  ]);
  const reached = highestClub(kindClubs, measures);
  return {
    isTravel,
    ineligible: measures.ineligible,
    currentClub: (isTravel ? member?.clubTravel : member?.club) ?? null,
    reachedClub: reached?.id ?? null,
    clubs: kindClubs.map((club) => ({
      club: presentClub(club),
      qualified: meetsClub(club, measures),
      requirements: clubProgress(club, measures),
    })),
  };
}

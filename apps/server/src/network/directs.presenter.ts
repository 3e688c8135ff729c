import { centsToEuros, DEFAULT_LEG_CHOICES, LEGS, type ActiveDirect, type DirectsStats, type Leg } from '@vo/domain';
import type { SessionUser } from '../auth/current-user';
import type { users } from '../db/schema';

/** One of the viewer's active directs (GET /api/users/activeDirects). */
export const presentActiveDirect = (u: typeof users.$inferSelect): ActiveDirect => ({
  '@id': `/api/users/${u.id}`,
  id: u.id,
  username: u.username,
  leg: u.sponsorLeg,
  dateOfJoin: u.dateOfJoin.toISOString(),
});

/** GET /api/userStats/directs: the member's own counters (kept exact on every join and activation), no query needed. */
export function presentDirectsStats(user: SessionUser): DirectsStats {
  const leg = (side: Leg) => ({
    directs: side === 'left' ? user.leftDirects : user.rightDirects,
    activeDirects: side === 'left' ? user.leftActiveDirects : user.rightActiveDirects,
    directPoints: centsToEuros(side === 'left' ? user.leftDirectPoints : user.rightDirectPoints),
  });
  const left = leg('left');
  const right = leg('right');
  return {
    left, right,
    isBinaryActive: left.activeDirects > 0 && right.activeDirects > 0,
    // What is still missing to become binary active: one active direct in each of these legs.
    missingLegs: LEGS.filter((side) => (side === 'left' ? left : right).activeDirects === 0),
    defaultLeg: user.defaultLeg,
    defaultLegChoices: [...DEFAULT_LEG_CHOICES],
  };
}

import { centsToEuros, type UnilevelEnjoy, type UnilevelInfo, type UnilevelMember } from '@vo/domain';
import { presentMembershipBadge } from './node.presenter';
import type { EnjoyTreeLevel, UnilevelMemberRow } from './unilevel.service';

/** A member of sponsorship level `level` (GET /api/users/{id}/unilevel). */
export const presentUnilevelMember = (level: number) => (r: UnilevelMemberRow): UnilevelMember => ({
  '@id': `/api/users/${r.id}`,
  id: r.id,
  username: r.username,
  level,
  isActive: r.is_active,
  dateOfJoin: new Date(r.date_of_join).toISOString(),
  membership: presentMembershipBadge(r.membership_level, r.membership_name),
  sponsor: r.sponsor_username,
  directs: Number(r.directs),
  personalPoints: centsToEuros(Number(r.personal_points)),
});

/** GET /api/users/{id}/unilevelInfo: members, active members and points (euros) per level. */
export const presentUnilevelInfo = (userId: number, levels: { level: number; members: number; activeMembers: number; pointsCents: number }[]): UnilevelInfo => ({
  '@id': `/api/users/${userId}/unilevelInfo`,
  levels: levels.map(({ pointsCents, ...level }) => ({ ...level, points: centsToEuros(pointsCents) })),
});

/** GET /api/users/{id}/unilevelenjoy: the Enjoy bonus tree, points in euros. */
export const presentUnilevelEnjoy = (userId: number, levels: EnjoyTreeLevel[]): UnilevelEnjoy => ({
  '@id': `/api/users/${userId}/unilevelenjoy`,
  levels: levels.map((l) => ({
    level: l.level,
    points: centsToEuros(l.pointsCents),
    members: l.members.map((m) => ({ id: m.id, username: m.username, points: centsToEuros(m.pointsCents), bonuses: m.bonuses, clawedBack: centsToEuros(m.clawedBackCents) })),
  })),
});

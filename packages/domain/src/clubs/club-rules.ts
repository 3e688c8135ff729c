/**
 * The club rules (spec section 6, DESIGN.md section 7), in one place. The monthly pass measures every member in
 * memory and applies these functions (apps/server/src/clubs/club-pass.ts); the on-demand read measures one member in
 * SQL (club-measures.ts); a property test proves both agree with a naive per-member reading.
 *
 * - A member is a candidate for a general club when active with a plan that earns commissions (a distributor);
 *   for a travel club, when active with the MASTER plan (`MASTER_LEVEL`).
 * - Counted members: for general clubs every active member; for travel clubs only active members whose plan has
 *   travel features ("only travel users count"), in every requirement.
 * - `directMin`: counted members the member sponsored personally.
 * - `salesMin`: counted members of the sponsorship downline, at most `maxPerDirect` from each direct's line (the
 *   direct and everyone under them).
 * - `salesMinTeam`: counted members of the minor binary team (the leg with fewer of them).
 * - A member belongs to the highest club (by `sort`) whose every requirement is met.
 */

/** The MASTER distributor of spec section 6: the plan's level 9, "master" in the numbering of spec section 1. */
export const MASTER_LEVEL = 9;

export const CLUB_REQUIREMENTS = ['directMin', 'salesMin', 'salesMinTeam'] as const;
export type ClubRequirement = (typeof CLUB_REQUIREMENTS)[number];

export interface ClubTargets {
  directMin: number;
  salesMin: number;
  maxPerDirect: number;
  salesMinTeam: number;
}

/** What is measured of one member for one kind of club. */
export interface ClubMeasures {
  /** Whether the member may qualify at all (active distributor; active MASTER for travel). */
  candidate: boolean;
  directs: number;
  /** Counted members of each direct's line (a line with none may be listed: it adds nothing). */
  lines: ArrayLike<number>;
  minorTeam: number;
}

export interface RequirementProgress {
  requirement: ClubRequirement;
  target: number;
  value: number;
  missing: number;
}

/** Members of the network that count for `salesMin`: each direct's line counts up to the cap. */
export function cappedNetwork(lines: ArrayLike<number>, maxPerDirect: number): number {
  let sum = 0;
  for (let i = 0; i < lines.length; i += 1) sum += Math.min(lines[i]!, maxPerDirect);
  return sum;
}

/** Each requirement's target, the member's value and what is missing. */
export function clubProgress(club: ClubTargets, measures: ClubMeasures): RequirementProgress[] {
  const values: Record<ClubRequirement, number> = {
    directMin: measures.directs,
    salesMin: cappedNetwork(measures.lines, club.maxPerDirect),
    salesMinTeam: measures.minorTeam,
  };
  return CLUB_REQUIREMENTS.map((requirement) => {
    const target = club[requirement];
    const value = values[requirement];
    return { requirement, target, value, missing: Math.max(0, target - value) };
  });
}

export const meetsClub = (club: ClubTargets, measures: ClubMeasures): boolean =>
  measures.candidate && clubProgress(club, measures).every((r) => r.missing === 0);

/** The highest club (by `sort`, then id) whose every requirement the member meets, or null. */
export function highestClub<C extends ClubTargets & { id: number; sort: number }>(clubs: readonly C[], measures: ClubMeasures): C | null {
  const ranked = [...clubs].sort((a, b) => b.sort - a.sort || b.id - a.id);
  return ranked.find((club) => meetsClub(club, measures)) ?? null;
}

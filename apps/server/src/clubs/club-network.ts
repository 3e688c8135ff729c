import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { indexById, integerColumns, MEMBER_IDS } from '../db/integer-columns';
import { computeLegTotals, deepestFirst } from '../network/leg-totals';
import { clubCandidate, countedMember } from './club-rules-sql';

const LEFT = 1;
const COUNTED = 2;
const COUNTED_TRAVEL = 4;
const CANDIDATE = 8;
const CANDIDATE_TRAVEL = 16;
const RIGHT_TO_COLLECTION = 32;

/** Every member as arrays by index: both trees (parents as indexes, -1 for none) and who counts or may qualify. */
export interface ClubNetwork {
  ids: Int32Array;
  sponsor: Int32Array;
  binaryParent: Int32Array;
  binaryDepth: Int32Array;
  flags: Uint8Array;
  /** What the member holds now: club ids (0 for none) and the right to collect. */
  club: Int32Array;
  clubTravel: Int32Array;
  rightToCollection: Uint8Array;
}

/** What the rules measure of every member for one kind of club, by index. */
export interface KindMeasures {
  candidate: Uint8Array;
  directs: Int32Array;
  /** Each member's direct lines are `lines[lineStart[i]]` up to `lines[lineStart[i + 1]]` (counted members per line). */
  lineStart: Int32Array;
  lines: Int32Array;
  minorTeam: Int32Array;
}

/**
 * Every member, read as integer columns in two halves (in parallel on PostgreSQL, one snapshot). Who counts and who
 * may qualify are the SQL predicates the on-demand read uses, so both read the same members.
 */
export async function loadClubNetwork(db: Db): Promise<ClubNetwork> {
  const bit = (condition: SQL, value: number) => sql`${value} * (coalesce(${condition}, false))::int`;
  const read = await integerColumns(db, {
    columns: {
      id: sql`u.id`,
      sponsor: sql`coalesce(u.sponsor_id, 0)`,
      binaryParent: sql`coalesce(u.binary_parent_id, 0)`,
      binaryDepth: sql`u.binary_depth`,
      flags: sql`${bit(sql`u.position = 'left'`, LEFT)} + ${bit(countedMember(false), COUNTED)} + ${bit(countedMember(true), COUNTED_TRAVEL)}
        + ${bit(clubCandidate(false), CANDIDATE)} + ${bit(clubCandidate(true), CANDIDATE_TRAVEL)}
        + ${bit(sql`u.right_to_collection`, RIGHT_TO_COLLECTION)}`,
      club: sql`coalesce(u.club_id, 0)`,
      clubTravel: sql`coalesce(u.club_travel_id, 0)`,
    },
    bounds: MEMBER_IDS,
    from: (inRange) => sql`from users u left join memberships m on m.id = u.membership_id where ${inRange(sql`u.id`)}`,
  });
  const ids = Int32Array.from(read.id);
  const index = indexById(ids);
  return {
    ids,
    sponsor: Int32Array.from(read.sponsor, index),
    binaryParent: Int32Array.from(read.binaryParent, index),
    binaryDepth: Int32Array.from(read.binaryDepth),
    flags: Uint8Array.from(read.flags),
    club: Int32Array.from(read.club),
    clubTravel: Int32Array.from(read.clubTravel),
    rightToCollection: Uint8Array.from(read.flags, (f) => (f & RIGHT_TO_COLLECTION ? 1 : 0)),
  };
}

/** Each member's depth in the sponsorship tree, from the sponsor links alone (a root is at 0). */
function sponsorDepths(sponsor: Int32Array): Int32Array {
  const depth = new Int32Array(sponsor.length).fill(-1);
  const path: number[] = [];
  for (let i = 0; i < sponsor.length; i += 1) {
    let at = i;
    while (at >= 0 && depth[at]! < 0) {
      path.push(at);
      at = sponsor[at]!;
    }
    let d = at < 0 ? -1 : depth[at]!;
    while (path.length > 0) depth[path.pop()!] = ++d;
  }
  return depth;
}

/** The sponsorship tree's shape, shared by both kinds: members bottom-up, and each member's directs grouped. */
export interface SponsorTree {
  bottomUp: Int32Array;
  lineStart: Int32Array;
  /** The directs of member i are `directOf[lineStart[i]]` up to `directOf[lineStart[i + 1]]`. */
  directOf: Int32Array;
}

export function sponsorTree(network: ClubNetwork): SponsorTree {
  const n = network.ids.length;
  const lineStart = new Int32Array(n + 1);
  for (const s of network.sponsor) if (s >= 0) lineStart[s + 1]! += 1;
  for (let i = 0; i < n; i += 1) lineStart[i + 1]! += lineStart[i]!;
  const next = lineStart.slice(0, n);
  const directOf = new Int32Array(lineStart[n]!);
  network.sponsor.forEach((s, i) => {
    if (s >= 0) directOf[next[s]!++] = i;
  });
  return { bottomUp: deepestFirst(sponsorDepths(network.sponsor)), lineStart, directOf };
}

/**
 * Every member's minor team (the binary leg with fewer counted members) for general and travel clubs: the daily
 * pass's own bottom-up sum over the binary tree, `computeLegTotals`, with today's members.
 */
export function minorTeams(network: ClubNetwork): { general: Int32Array; travel: Int32Array } {
  const legs = computeLegTotals({
    parent: network.binaryParent,
    isLeft: Uint8Array.from(network.flags, (f) => f & LEFT),
    active: Uint8Array.from(network.flags, (f) => (f & COUNTED ? 1 : 0)),
    activeTravel: Uint8Array.from(network.flags, (f) => (f & COUNTED_TRAVEL ? 1 : 0)),
    depth: network.binaryDepth,
    points: new Float64Array(network.ids.length),
    weekPoints: new Float64Array(network.ids.length),
  });
  const minor = (left: Float64Array, right: Float64Array) => Int32Array.from(left, (l, i) => Math.min(l, right[i]!));
  return { general: minor(legs[2]!, legs[3]!), travel: minor(legs[6]!, legs[7]!) };
}

/**
 * Directs and each direct line's counted members of every member for one kind, bottom-up in O(N): a line is the
 * direct and everyone under them in the sponsorship tree.
 */
export function measureKind(network: ClubNetwork, tree: SponsorTree, minorTeam: Int32Array, isTravel: boolean): KindMeasures {
  const n = network.ids.length;
  const countedBit = isTravel ? COUNTED_TRAVEL : COUNTED;
  const counted = Uint8Array.from(network.flags, (f) => (f & countedBit ? 1 : 0));
  const downline = Int32Array.from(counted);
  for (const i of tree.bottomUp) {
    const s = network.sponsor[i]!;
    if (s >= 0) downline[s]! += downline[i]!;
  }
  const directs = new Int32Array(n);
  const lines = Int32Array.from(tree.directOf, (d) => downline[d]!);
  tree.directOf.forEach((d) => (directs[network.sponsor[d]!]! += counted[d]!));
  const candidateBit = isTravel ? CANDIDATE_TRAVEL : CANDIDATE;
  return {
    candidate: Uint8Array.from(network.flags, (f) => (f & candidateBit ? 1 : 0)),
    directs,
    lineStart: tree.lineStart,
    lines,
    minorTeam,
  };
}

import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import { openDatabase, type Db, type Tx } from '../db/client';
import { runMigrations } from '../db/migrate';
import { ROOT_USERNAME, seedReference } from '../seed/reference';
import { childJumpId, LEGAL_DOCUMENT_KEYS, madridDay, type JumpNode } from '@vo/domain';
import { refreshLegTotals, type LegTotalsResult } from '../network/leg-totals';
import { legTotal, legTotalsJoin } from '../network/user-leg-totals';
import { rowsOf } from '../db/rows';

/*
 * `npm run seed:network -- --members 1000000 [--database-url URL | --data-dir DIR] [--seed N]`
 *
 * Builds a realistic network (issue 3, DESIGN.md section 5) in bulk: random sponsors with a
 * heavy-tailed number of directs (preferential attachment, plus ten top sponsors who bring 5 % of
 * the sign-ups), legs by the sponsor's default leg or chosen explicitly, and every placement by
 * the server's own rule: the outermost free slot of the leg below the sponsor, i.e. the bottom of
 * the sponsor's same-side chain (network/placement.ts). The placements are computed in memory
 * with the same chain model and the same skew-binary jump formula, so the rows written are the
 * rows real registrations would have produced (users, binary_chains, profiles, document
 * acceptances, sponsor path and depth, sponsor leg, direct counters, personal and direct points),
 * then the daily pass (refreshLegTotals) fills the leg totals and the statistics snapshot.
 *
 * It extends whatever network is there (the root at least), in one transaction that locks
 * binary_chains: registrations arriving meanwhile wait for it to commit (a real sign-up locks its
 * chain row first), and a seed that fails leaves nothing behind. Seeded members are `member.<id>`
 * with the password Member1234 (one argon2 hash computed once for all of them).
 */

export const SEEDED_PASSWORD = 'Member1234';
const TOP_SPONSORS = 10;
const TOP_SPONSOR_SHARE = 0.05;
const ACTIVE_SHARE = 0.85;
/** Share of sign-ups whose form names the leg explicitly (the rest follow the sponsor's default leg). */
const EXPLICIT_LEG_SHARE = 0.5;
/** Default leg a member chooses on the configuration screen. */
const DEFAULT_LEGS: [DefaultLeg, number][] = [['left', 0.4], ['right', 0.4], ['balanced', 0.2]];
/** Other sign-ups: this share picks the sponsor by preferential attachment, the rest uniformly among all members. */
const PREFERENTIAL_SHARE = 0.5;
/** Times the daily pass is simulated over the history, so "balanced" sees team points as stale as the server's. */
const SIMULATED_PASSES = 100;
/** Membership level of a sign-up (demo plan levels 1..9). */
const LEVEL_WEIGHTS = [0.15, 0.2, 0.15, 0.2, 0.12, 0.08, 0.05, 0.03, 0.02];
/** First day statistics may show (issue 3). */
const FIRST_JOIN = Date.UTC(2022, 2, 17, 9);
const DEFAULT_BATCH = 5000;

type Side = 'left' | 'right';
type DefaultLeg = Side | 'balanced';
const LEFT = 1;
const RIGHT = 2;
const sideCode = (side: Side) => (side === 'left' ? LEFT : RIGHT);
const sideName = (code: number): Side => (code === LEFT ? 'left' : 'right');
const defaultLegCode = { left: LEFT, right: RIGHT, balanced: 3 } as const;
const defaultLegName: Record<number, DefaultLeg> = { 1: 'left', 2: 'right', 3: 'balanced' };

/** Deterministic PRNG (mulberry32): the same seed on the same database gives the same network. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ModelSlot {
  parentId: number;
  position: Side;
  depth: number;
  chainHeadId: number;
  jumpId: number;
}

/**
 * The binary tree in memory, indexed by user id, with exactly the server's placement rules:
 * chain heads, chain bottoms (binary_chains) and skew-binary jump pointers (placement.ts).
 */
class BinaryModel {
  parent: Int32Array;
  position: Uint8Array; // 0 root / not placed, 1 left, 2 right
  depth: Int32Array;
  chainHead: Int32Array; // 0 = null
  jump: Int32Array; // 0 = not placed
  /** Bottom of the chain headed by the id, per side (0 = that id heads no chain on that side). */
  bottom: [Int32Array, Int32Array];

  constructor(capacity: number) {
    this.parent = new Int32Array(capacity);
    this.position = new Uint8Array(capacity);
    this.depth = new Int32Array(capacity);
    this.chainHead = new Int32Array(capacity);
    this.jump = new Int32Array(capacity);
    this.bottom = [new Int32Array(capacity), new Int32Array(capacity)];
  }

  isPlaced(id: number): boolean {
    return id > 0 && id < this.jump.length && this.jump[id] !== 0;
  }

  /** Head of the chain of `side` edges through `start` (placement.ts `chainHead`). */
  chainHeadOf(start: number, side: number): number {
    return this.position[start] === side && this.chainHead[start] !== 0 ? this.chainHead[start]! : start;
  }

  /** Jump pointer of a new child of `parent`: the domain's formula, as placement.ts applies it. */
  jumpFor(parent: number): number {
    return childJumpId(this.jumpNode(parent), (id) => this.jumpNode(id));
  }

  private jumpNode(id: number): JumpNode {
    return { id, depth: this.depth[id]!, jumpId: this.jump[id]! };
  }

  /** The outermost free slot of `side` below `start` (placement.ts `outermostSlot`). */
  outermostSlot(start: number, side: Side): ModelSlot {
    const code = sideCode(side);
    const head = this.chainHeadOf(start, code);
    const parentId = this.bottom[code - 1]![head]!;
    if (parentId === 0) throw new Error(`binary chain ${head}/${side} missing`);
    return { parentId, position: side, depth: this.depth[parentId]! + 1, chainHeadId: head, jumpId: this.jumpFor(parentId) };
  }

  /** Records a placed member (placement.ts `recordPlacement`): extends the chain, heads one on the other side. */
  place(id: number, slot: ModelSlot): void {
    const code = sideCode(slot.position);
    this.parent[id] = slot.parentId;
    this.position[id] = code;
    this.depth[id] = slot.depth;
    this.chainHead[id] = slot.chainHeadId;
    this.jump[id] = slot.jumpId;
    this.bottom[code - 1]![slot.chainHeadId] = id;
    this.bottom[2 - code]![id] = id;
  }

  /** The ancestor of `id` at `depth`, climbing by jump pointers (placement.ts `ancestorAtDepth`). */
  ancestorAtDepth(id: number, depth: number): number {
    let node = id;
    if (this.depth[node]! < depth) return 0;
    while (this.depth[node]! > depth) {
      const j = this.jump[node]!;
      node = this.depth[j]! >= depth ? j : this.parent[node]!;
    }
    return node;
  }

  isInDownline(ancestor: number, id: number): boolean {
    return this.ancestorAtDepth(id, this.depth[ancestor]!) === ancestor;
  }
}

/** What the database already holds (the root at least); the new members extend it. */
export interface ExistingNetwork {
  maxUserId: number;
  rootId: number;
  placed: {
    id: number; parentId: number | null; position: Side | null; depth: number; chainHeadId: number | null; jumpId: number;
    sponsorId: number | null; sponsorDepth: number; defaultLeg: DefaultLeg; leftTeamPoints: number; rightTeamPoints: number;
    active: boolean; points: number;
  }[];
  chains: { headId: number; side: Side; bottomId: number }[];
  /** Membership ids by type and level (1..9). */
  memberships: { product: number[]; travel: number[] };
  /** Registration amount (cents) by level (1..9): the volume a confirmed payment records. */
  levelPoints: number[];
}

/** The new members, in id order (firstId + index), with everything their rows need. */
export interface NetworkPlan {
  firstId: number;
  count: number;
  model: BinaryModel;
  sponsor: Int32Array;
  sponsorDepth: Int32Array; // by id (existing members too)
  sponsorLeg: Uint8Array; // by index
  defaultLeg: Uint8Array; // by id
  active: Uint8Array; // by index
  travel: Uint8Array; // by index
  level: Uint8Array; // by index
  points: Float64Array; // personal points in cents, by index
  joinedAt: Float64Array; // epoch ms, by index
  /** Direct counters by id: left, right, left active, right active. */
  directs: [Int32Array, Int32Array, Int32Array, Int32Array];
  directPoints: [Float64Array, Float64Array];
  topSponsors: number[];
}

function pick<T>(rand: () => number, weighted: [T, number][]): T {
  let r = rand();
  for (const [value, weight] of weighted) {
    r -= weight;
    if (r < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
}

/**
 * Plans `count` sign-ups in memory. Sponsors: the first ten new members join under the root and
 * are the top sponsors, who then bring 5 % of the sign-ups; every other sign-up picks its sponsor
 * half the time by preferential attachment (chance proportional to 1 + directs recruited so far)
 * and half the time uniformly, which gives a heavy-tailed number of directs (most members recruit
 * nobody, some dozens, the top sponsors thousands). Leg: named explicitly (left or right at random)
 * by half of the sign-ups, otherwise the sponsor's default leg (left 40 %, right 40 %, balanced
 * 20 %), "balanced" picking the weaker team by the team points of the last daily pass, as the
 * server does (the pass is simulated 100 times over the history). Placement:
 * model.outermostSlot, the server rule. At 1M members this gives a binary tree about 35,000 levels
 * deep with an average depth about 1,200 (DESIGN.md section 5: 25,000 and 1,000).
 */
function planNetwork(existing: ExistingNetwork, count: number, seed: number): NetworkPlan {
  const rand = random(seed);
  const firstId = existing.maxUserId + 1;
  const capacity = firstId + count;
  const model = new BinaryModel(capacity);
  const sponsorDepth = new Int32Array(capacity);
  const defaultLeg = new Uint8Array(capacity);
  const leftTeamPoints = new Float64Array(capacity);
  const rightTeamPoints = new Float64Array(capacity);
  for (const u of existing.placed) {
    model.parent[u.id] = u.parentId ?? 0;
    model.position[u.id] = u.position ? sideCode(u.position) : 0;
    model.depth[u.id] = u.depth;
    model.chainHead[u.id] = u.chainHeadId ?? 0;
    model.jump[u.id] = u.jumpId;
    sponsorDepth[u.id] = u.sponsorDepth;
    defaultLeg[u.id] = defaultLegCode[u.defaultLeg];
    leftTeamPoints[u.id] = u.leftTeamPoints;
    rightTeamPoints[u.id] = u.rightTeamPoints;
  }
  const personalPoints = new Float64Array(capacity);
  for (const u of existing.placed) personalPoints[u.id] = u.points;
  /**
   * The daily pass's team points (as leg-totals.ts computes them), for "balanced" to read. A parent
   * always joined before its child, so descending ids visit every child before its parent.
   */
  const simulatePass = (lastId: number) => {
    leftTeamPoints.fill(0);
    rightTeamPoints.fill(0);
    for (let id = lastId; id > 0; id -= 1) {
      const parent = model.parent[id]!;
      if (parent === 0) continue;
      const team = personalPoints[id]! + leftTeamPoints[id]! + rightTeamPoints[id]!;
      if (model.position[id] === LEFT) leftTeamPoints[parent]! += team;
      else rightTeamPoints[parent]! += team;
    }
  };
  for (const c of existing.chains) model.bottom[sideCode(c.side) - 1]![c.headId] = c.bottomId;

  const plan: NetworkPlan = {
    firstId, count, model, sponsorDepth, defaultLeg,
    sponsor: new Int32Array(count), sponsorLeg: new Uint8Array(count), active: new Uint8Array(count),
    travel: new Uint8Array(count), level: new Uint8Array(count), points: new Float64Array(count),
    joinedAt: new Float64Array(count),
    directs: [new Int32Array(capacity), new Int32Array(capacity), new Int32Array(capacity), new Int32Array(capacity)],
    directPoints: [new Float64Array(capacity), new Float64Array(capacity)],
    topSponsors: [],
  };

  // Preferential attachment: one ticket per member, one more per direct recruited.
  const tickets = new Int32Array(existing.placed.length + 2 * count);
  let ticketCount = 0;
  for (const u of existing.placed) tickets[ticketCount++] = u.id;
  const everyone = new Int32Array(existing.placed.length + count);
  let everyoneCount = 0;
  for (const u of existing.placed) everyone[everyoneCount++] = u.id;
  const passEvery = Math.max(Math.ceil(count / SIMULATED_PASSES), 1000);
  const levels = LEVEL_WEIGHTS.map((w, i) => [i + 1, w] as [number, number]);
  const defaultLegs = DEFAULT_LEGS.map(([leg, w]) => [defaultLegCode[leg], w] as [number, number]);
  const topCount = Math.min(TOP_SPONSORS, count);
  const span = Math.max(Date.now() - FIRST_JOIN, 1);

  for (let i = 0; i < count; i += 1) {
    const id = firstId + i;
    if (i > 0 && i % passEvery === 0) simulatePass(id - 1);
    let sponsor: number;
    if (i < topCount) {
      sponsor = existing.rootId;
      plan.topSponsors.push(id);
    } else if (rand() < TOP_SPONSOR_SHARE) {
      sponsor = plan.topSponsors[Math.floor(rand() * topCount)]!;
    } else {
      sponsor = rand() < PREFERENTIAL_SHARE ? tickets[Math.floor(rand() * ticketCount)]! : everyone[Math.floor(rand() * everyoneCount)]!;
      tickets[ticketCount++] = sponsor;
    }
    let leg: number;
    if (rand() < EXPLICIT_LEG_SHARE) leg = rand() < 0.5 ? LEFT : RIGHT;
    else if (defaultLeg[sponsor] === 3) leg = leftTeamPoints[sponsor]! <= rightTeamPoints[sponsor]! ? LEFT : RIGHT;
    else leg = defaultLeg[sponsor] === RIGHT ? RIGHT : LEFT;
    model.place(id, model.outermostSlot(sponsor, sideName(leg)));
    tickets[ticketCount++] = id;
    everyone[everyoneCount++] = id;

    const active = rand() < ACTIVE_SHARE ? 1 : 0;
    const level = pick(rand, levels);
    plan.sponsor[i] = sponsor;
    plan.sponsorLeg[i] = leg;
    sponsorDepth[id] = sponsorDepth[sponsor]! + 1;
    defaultLeg[id] = pick(rand, defaultLegs);
    plan.active[i] = active;
    plan.level[i] = level;
    plan.travel[i] = rand() < 0.2 ? 1 : 0;
    plan.joinedAt[i] = FIRST_JOIN + Math.floor((span * i) / count);
    plan.directs[leg - 1]![sponsor]! += 1;
    plan.directs[leg + 1]![sponsor]! += active;
    // An active paid member has had the registration payment confirmed: its volume is recorded.
    const points = active ? (existing.levelPoints[level] ?? 0) : 0;
    plan.points[i] = points;
    plan.directPoints[leg - 1]![sponsor]! += points;
    personalPoints[id] = points;
  }
  return plan;
}

async function loadExisting(db: Db | Tx): Promise<ExistingNetwork> {
  const [max] = rowsOf<{ max: number | null }>(await db.execute(sql`select max(id) as max from users`));
  const [root] = rowsOf<{ id: number }>(await db.execute(sql`
    select id from users where username = ${ROOT_USERNAME} and binary_parent_id is null and binary_jump_id is not null`));
  if (!root) throw new Error(`the root member ${ROOT_USERNAME} is missing: run the migrations and seedReference first`);
  const placed = rowsOf<Record<string, unknown>>(await db.execute(sql`
    select id, binary_parent_id, position, binary_depth, binary_chain_head_id, binary_jump_id, sponsor_id, sponsor_depth,
      default_leg, ${legTotal('leftTeamPoints')}::float8 as ltp, ${legTotal('rightTeamPoints')}::float8 as rtp, is_active,
      personal_points::float8 as points
    from users u ${legTotalsJoin()} where binary_jump_id is not null`)).map((r) => ({
    id: Number(r.id),
    parentId: r.binary_parent_id === null ? null : Number(r.binary_parent_id),
    position: r.position as Side | null,
    depth: Number(r.binary_depth),
    chainHeadId: r.binary_chain_head_id === null ? null : Number(r.binary_chain_head_id),
    jumpId: Number(r.binary_jump_id),
    sponsorId: r.sponsor_id === null ? null : Number(r.sponsor_id),
    sponsorDepth: Number(r.sponsor_depth),
    defaultLeg: r.default_leg as DefaultLeg,
    leftTeamPoints: Number(r.ltp),
    rightTeamPoints: Number(r.rtp),
    active: Boolean(r.is_active),
    points: Number(r.points),
  }));
  const chains = rowsOf<{ head_id: number; side: Side; bottom_id: number }>(await db.execute(sql`select head_id, side, bottom_id from binary_chains`))
    .map((c) => ({ headId: Number(c.head_id), side: c.side, bottomId: Number(c.bottom_id) }));
  const levels = rowsOf<{ id: number; type: 'product' | 'travel'; level: number; position_amount: string | number }>(await db.execute(sql`
    select id, type, level, position_amount from memberships`));
  const memberships = { product: [] as number[], travel: [] as number[] };
  const levelPoints: number[] = [];
  for (const m of levels) {
    memberships[m.type][m.level] = Number(m.id);
    levelPoints[m.level] = Number(m.position_amount);
  }
  for (let level = 1; level <= 9; level += 1) {
    if (!memberships.product[level] || !memberships.travel[level]) throw new Error(`membership level ${level} missing: run seedReference first`);
  }
  return { maxUserId: Number(max?.max ?? 0), rootId: Number(root.id), placed, chains, memberships, levelPoints };
}

/** An array literal for one parameter (`{1,2,3}`), so a batch of thousands of rows takes one parameter per column. */
const arrayLiteral = (values: ArrayLike<number | string>) => `{${Array.prototype.join.call(values, ',')}}`;
const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

const FIRST_NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elena', 'Fabio', 'Gloria', 'Hugo', 'Irene', 'Jorge', 'Karen', 'Luis', 'Marta', 'Nuria', 'Oscar', 'Paula', 'Raul', 'Sara', 'Tomas', 'Vera'];
const SURNAMES = ['Garcia', 'Lopez', 'Martinez', 'Sanchez', 'Perez', 'Gomez', 'Ruiz', 'Diaz', 'Moreno', 'Alvarez', 'Romero', 'Navarro', 'Torres', 'Silva', 'Costa'];

export interface SeedNetworkOptions {
  members: number;
  seed?: number;
  /** Rows per INSERT statement (default 5000). */
  batchSize?: number;
  /** Day of the statistics snapshot written by the daily pass (default: today in Madrid); null skips the pass. */
  snapshotDay?: string | null;
  log?: (line: string) => void;
}

export interface SeedNetworkResult {
  firstId: number;
  lastId: number;
  members: number;
  rootId: number;
  topSponsors: number[];
  maxDepth: number;
  averageDepth: number;
  maxSponsorDepth: number;
  planMs: number;
  insertMs: number;
  refresh: LegTotalsResult | null;
  refreshMs: number;
  totalMs: number;
  /** The tree as seeded, for checks: what the next registration must do. */
  model: BinaryModel;
}

function depthStats(plan: NetworkPlan) {
  let maxDepth = 0;
  let depthSum = 0;
  let maxSponsorDepth = 0;
  for (let id = plan.firstId; id < plan.firstId + plan.count; id += 1) {
    maxDepth = Math.max(maxDepth, plan.model.depth[id]!);
    depthSum += plan.model.depth[id]!;
    maxSponsorDepth = Math.max(maxSponsorDepth, plan.sponsorDepth[id]!);
  }
  return { maxDepth, averageDepth: plan.count ? depthSum / plan.count : 0, maxSponsorDepth };
}

/** Writes the planned members in one transaction: users, profiles, volumes, chains, sponsors' counters. */
async function writePlan(tx: Tx, existing: ExistingNetwork, plan: NetworkPlan, passwordHash: string, batchSize: number, log: (line: string) => void) {
  const { model, firstId, count } = plan;
  const lastId = firstId + count - 1;
  const started = performance.now();
  // Sponsorship path (root first): the new ancestors in memory, above them an existing member's stored path.
  const existingPaths = new Map<number, number[]>();
  const existingSponsors = new Set<number>();
  for (let i = 0; i < count; i += 1) if (plan.sponsor[i]! < firstId) existingSponsors.add(plan.sponsor[i]!);
  if (existingSponsors.size) {
    for (const r of rowsOf<{ id: number; path: number[] | string }>(await tx.execute(sql`
      select id, sponsor_path as path from users where id = any(${arrayLiteral([...existingSponsors])}::int[])`))) {
      const path = typeof r.path === 'string' ? r.path.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number) : r.path.map(Number);
      existingPaths.set(Number(r.id), [...path, Number(r.id)]);
    }
  }
  const pathOf = (i: number): string => {
    const above: number[] = [];
    let s = plan.sponsor[i]!;
    while (s >= firstId) {
      above.push(s);
      s = plan.sponsor[s - firstId]!;
    }
    return arrayLiteral([...existingPaths.get(s)!, ...above.reverse()]);
  };

  let written = 0;
  let lastLog = performance.now();
  for (let start = 0; start < count; start += batchSize) {
    const end = Math.min(start + batchSize, count);
    const idx = Array.from({ length: end - start }, (_, k) => start + k);
    const ids = idx.map((i) => firstId + i);
    const col = <T extends number | string>(f: (i: number, id: number) => T) => arrayLiteral(idx.map((i) => f(i, firstId + i)));
    const joined = `{${idx.map((i) => `"${new Date(plan.joinedAt[i]!).toISOString()}"`).join(',')}}`;
    const paths = textArray(idx.map(pathOf));
    const volumeIdx = idx.filter((i) => plan.points[i]! > 0);
    await tx.execute(sql`
      insert into users (id, username, email, password_hash, type, language, membership_id, is_active, date_of_join, created_at,
        sponsor_id, sponsor_path, sponsor_depth, sponsor_leg, binary_parent_id, position, default_leg, binary_depth,
        binary_chain_head_id, binary_jump_id, left_directs, right_directs, left_active_directs, right_active_directs,
        personal_points, left_direct_points, right_direct_points)
      overriding system value
      select v.id, 'member.' || v.id, 'member.' || v.id || '@network.virtual-office.local', ${passwordHash},
        case when v.travel then 'travel' else 'product' end, 'es', v.membership, v.active, v.joined, v.joined,
        v.sponsor, v.path::int[], v.sdepth, v.sleg, v.parent, v.pos, v.dleg, v.depth, v.head, v.jump,
        v.ld, v.rd, v.lad, v.rad, v.points, v.ldp, v.rdp
      from unnest(${arrayLiteral(ids)}::int[], ${col((i) => (plan.travel[i] ? 't' : 'f'))}::bool[],
        ${col((i) => existing.memberships[plan.travel[i] ? 'travel' : 'product'][plan.level[i]!]!)}::int[],
        ${col((i) => (plan.active[i] ? 't' : 'f'))}::bool[], ${joined}::timestamptz[],
        ${col((i) => plan.sponsor[i]!)}::int[], ${paths}::text[], ${col((_, id) => plan.sponsorDepth[id]!)}::int[],
        ${col((i) => sideName(plan.sponsorLeg[i]!))}::text[], ${col((_, id) => model.parent[id]!)}::int[],
        ${col((_, id) => sideName(model.position[id]!))}::text[], ${col((_, id) => defaultLegName[plan.defaultLeg[id]!]!)}::text[],
        ${col((_, id) => model.depth[id]!)}::int[], ${col((_, id) => model.chainHead[id]!)}::int[], ${col((_, id) => model.jump[id]!)}::int[],
        ${col((_, id) => plan.directs[0][id]!)}::int[], ${col((_, id) => plan.directs[1][id]!)}::int[],
        ${col((_, id) => plan.directs[2][id]!)}::int[], ${col((_, id) => plan.directs[3][id]!)}::int[],
        ${col((i) => plan.points[i]!)}::bigint[], ${col((_, id) => plan.directPoints[0][id]!)}::bigint[],
        ${col((_, id) => plan.directPoints[1][id]!)}::bigint[])
        as v(id, travel, membership, active, joined, sponsor, path, sdepth, sleg, parent, pos, dleg, depth, head, jump,
          ld, rd, lad, rad, points, ldp, rdp)
      order by v.id`);
    // Profiles are optional at database level but every real member has one (name, dni, birth date).
    await tx.execute(sql`
      insert into profiles (user_id, name, surname, dni, birth_date, country_id, city, terms_accepted_at, created_at, updated_at)
      select v.id, (${textArray(FIRST_NAMES)}::text[])[1 + v.id % ${FIRST_NAMES.length}],
        (${textArray(SURNAMES)}::text[])[1 + (v.id / 7) % ${SURNAMES.length}], 'NET' || lpad(v.id::text, 9, '0'),
        date '1960-01-01' + ((v.id::bigint * 7919) % 14000)::int, (select id from countries where code = 'ES'), 'Madrid', v.joined, v.joined, v.joined
      from unnest(${arrayLiteral(ids)}::int[], ${joined}::timestamptz[]) as v(id, joined)`);
    // As at a real sign-up, each member accepted the current version of every legal document when joining.
    await tx.execute(sql`
      insert into document_acceptances (user_id, key_name, version, language, accepted_at)
      select v.id, d.key_name, d.version, 'es', v.joined
      from unnest(${arrayLiteral(ids)}::int[], ${joined}::timestamptz[]) as v(id, joined)
      cross join (select key_name, max(version) as version from cms where key_name = any(${textArray([...LEGAL_DOCUMENT_KEYS])}::text[])
        group by key_name) as d`);
    if (volumeIdx.length) {
      await tx.execute(sql`
        insert into network_volumes (user_id, points, reason, created_at)
        select v.id, v.points, 'registration', v.at
        from unnest(${arrayLiteral(volumeIdx.map((i) => firstId + i))}::int[], ${arrayLiteral(volumeIdx.map((i) => plan.points[i]!))}::bigint[],
          ${`{${volumeIdx.map((i) => `"${new Date(plan.joinedAt[i]!).toISOString()}"`).join(',')}}`}::timestamptz[]) as v(id, points, at)`);
    }
    written = end;
    if (performance.now() - lastLog > 5000 || written === count) {
      lastLog = performance.now();
      const seconds = (lastLog - started) / 1000;
      log(`inserted ${written}/${count} members (${seconds.toFixed(0)} s, ${(written / Math.max(seconds, 0.001)).toFixed(0)} rows/s)`);
    }
  }

  // Chains: every new member heads one on its other side; chains that existed get their new bottom.
  const chainRows: [number, number, number][] = [];
  for (let id = firstId; id <= lastId; id += 1) {
    const other = 3 - model.position[id]!;
    chainRows.push([id, other, model.bottom[other - 1]![id]!]);
  }
  for (let start = 0; start < chainRows.length; start += batchSize * 4) {
    const batch = chainRows.slice(start, start + batchSize * 4);
    await tx.execute(sql`
      insert into binary_chains (head_id, side, bottom_id)
      select * from unnest(${arrayLiteral(batch.map((c) => c[0]))}::int[], ${textArray(batch.map((c) => sideName(c[1])))}::text[],
        ${arrayLiteral(batch.map((c) => c[2]))}::int[])`);
  }
  const moved = existing.chains.filter((c) => model.bottom[sideCode(c.side) - 1]![c.headId] !== c.bottomId);
  if (moved.length) {
    await tx.execute(sql`
      update binary_chains c set bottom_id = v.bottom
      from unnest(${arrayLiteral(moved.map((c) => c.headId))}::int[], ${textArray(moved.map((c) => c.side))}::text[],
        ${arrayLiteral(moved.map((c) => model.bottom[sideCode(c.side) - 1]![c.headId]!))}::int[]) as v(head, side, bottom)
      where c.head_id = v.head and c.side = v.side`);
  }
  // Existing sponsors (the root at least) get the counters and points of their new directs.
  const sponsors = [...existingSponsors];
  if (sponsors.length) {
    const of = (column: ArrayLike<number>) => arrayLiteral(sponsors.map((id) => column[id]!));
    await tx.execute(sql`
      update users u set left_directs = u.left_directs + v.ld, right_directs = u.right_directs + v.rd,
        left_active_directs = u.left_active_directs + v.lad, right_active_directs = u.right_active_directs + v.rad,
        left_direct_points = u.left_direct_points + v.ldp, right_direct_points = u.right_direct_points + v.rdp
      from unnest(${arrayLiteral(sponsors)}::int[], ${of(plan.directs[0])}::int[], ${of(plan.directs[1])}::int[],
        ${of(plan.directs[2])}::int[], ${of(plan.directs[3])}::int[], ${of(plan.directPoints[0])}::bigint[],
        ${of(plan.directPoints[1])}::bigint[]) as v(id, ld, rd, lad, rad, ldp, rdp)
      where u.id = v.id`);
  }
  // Every new member counts once at each ancestor's level (decision 119): one set-based upsert, not one per member.
  await tx.execute(sql`
    insert into sponsor_level_counts (sponsor_id, level, members)
    select a.id, cardinality(u.sponsor_path) - a.ord + 1, count(*)
    from users u cross join lateral unnest(u.sponsor_path) with ordinality as a(id, ord)
    where u.id between ${firstId} and ${lastId}
    group by 1, 2
    on conflict (sponsor_id, level) do update set members = sponsor_level_counts.members + excluded.members`);
  // Explicit ids were written: the identity continues after them.
  await tx.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
}

/** Seeds `members` members on a migrated, reference-seeded database (see the comment at the top). */
export async function seedNetwork(db: Db, options: SeedNetworkOptions): Promise<SeedNetworkResult> {
  const log = options.log ?? (() => {});
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const t0 = performance.now();
  const passwordHash = await hashPassword(SEEDED_PASSWORD);
  // One transaction: a seed that fails leaves nothing behind. Registrations lock their chain row
  // (select ... for update) before placing: this lock makes them wait until the seed commits, so
  // the tree read below stays the tree the plan extends.
  const { plan, rootId, planMs } = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table binary_chains in exclusive mode`);
    const existing = await loadExisting(tx);
    const planned = planNetwork(existing, options.members, options.seed ?? 1);
    const planMs = performance.now() - t0;
    const stats = depthStats(planned);
    log(`planned ${planned.count} members (ids ${planned.firstId}..${planned.firstId + planned.count - 1}) in ${(planMs / 1000).toFixed(1)} s: ` +
      `binary depth max ${stats.maxDepth}, average ${stats.averageDepth.toFixed(0)}; sponsorship depth max ${stats.maxSponsorDepth}`);
    await writePlan(tx, existing, planned, passwordHash, batchSize, log);
    return { plan: planned, rootId: existing.rootId, planMs };
  });
  const { model, firstId, count } = plan;
  const lastId = firstId + count - 1;
  const { maxDepth, averageDepth, maxSponsorDepth } = depthStats(plan);
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze binary_chains`);
  const t2 = performance.now();
  log(`inserted ${count} members, their profiles, volumes and chains in ${((t2 - t0 - planMs) / 1000).toFixed(1)} s`);

  let refresh: LegTotalsResult | null = null;
  const snapshotDay = options.snapshotDay === undefined ? madridDay(new Date()) : options.snapshotDay;
  if (snapshotDay !== null) {
    log(`daily pass (refreshLegTotals) for ${snapshotDay}…`);
    refresh = await refreshLegTotals(db, snapshotDay);
    log(`daily pass: ${refresh.members} members, ${refresh.changed} changed; load ${(refresh.loadMs / 1000).toFixed(1)} s, ` +
      `compute ${(refresh.computeMs / 1000).toFixed(1)} s, write ${(refresh.writeMs / 1000).toFixed(1)} s`);
  }
  const t3 = performance.now();
  return {
    firstId, lastId, members: count, rootId, topSponsors: plan.topSponsors, maxDepth, averageDepth, maxSponsorDepth,
    planMs, insertMs: t2 - t0 - planMs, refresh, refreshMs: t3 - t2, totalMs: t3 - t0, model,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      members: { type: 'string' },
      seed: { type: 'string', default: '1' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      'batch-size': { type: 'string' },
    },
  });
  const members = Number(values.members);
  const seed = Number(values.seed);
  if (!Number.isInteger(members) || members < 1 || !Number.isInteger(seed) || (values['database-url'] && values['data-dir'])) {
    console.error('Usage: npm run seed:network -- --members N [--database-url URL | --data-dir DIR] [--seed N] [--batch-size ROWS]');
    console.error('Without --database-url or --data-dir the database is the app\'s (DATABASE_URL, else DATA_DIR, default ./data).');
    process.exit(2);
  }
  const config = loadConfig();
  const url = values['database-url'] ?? (values['data-dir'] ? undefined : config.DATABASE_URL);
  const database = url
    ? await openDatabase({ kind: 'postgres', url, poolSize: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: values['data-dir'] ?? config.DATA_DIR });
  const started = performance.now();
  const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);
  try {
    log(`${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${values['data-dir'] ?? config.DATA_DIR})`}: migrations and reference data`);
    await runMigrations(database);
    await seedReference(database.db);
    const result = await seedNetwork(database.db, {
      members, seed, log, batchSize: values['batch-size'] ? Number(values['batch-size']) : undefined,
    });
    log(`done: ${result.members} members (ids ${result.firstId}..${result.lastId}, password ${SEEDED_PASSWORD}, usernames member.<id>) ` +
      `in ${(result.totalMs / 1000).toFixed(1)} s — binary depth max ${result.maxDepth}, average ${result.averageDepth.toFixed(0)}; ` +
      `top sponsors ${result.topSponsors.map((id) => `member.${id}`).join(', ')}`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    // Drizzle's message repeats the whole batch of parameters: show the database's own error instead.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    console.error('seed:network failed:', cause instanceof Error ? cause.message : cause);
    if (error instanceof Error) console.error(error.message.slice(0, 500));
    process.exit(1);
  });
}

import { registrationSchema, type Leg } from '@vo/domain';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { hashPassword } from '../../apps/server/src/auth/passwords';
import { random, SEEDED_PASSWORD, type SeedNetworkResult } from '../../apps/server/src/cli/seed-network';
import { loadConfig } from '../../apps/server/src/config';
import type { Db } from '../../apps/server/src/db/client';
import { countries, memberships, userLegTotals, users } from '../../apps/server/src/db/schema';
import { createMailer } from '../../apps/server/src/mail/mailer';
import { binaryWindow, extremeLeaf } from '../../apps/server/src/network/binary-tree.service';
import { refreshLegTotals, type LegTotalsResult } from '../../apps/server/src/network/leg-totals';
import { setMemberActive } from '../../apps/server/src/network/direct-counters';
import { ancestorAtDepth } from '../../apps/server/src/network/placement';
import { legTotalsJoinOn, legTotalsSelection } from '../../apps/server/src/network/user-leg-totals';
import { unilevelPage } from '../../apps/server/src/network/unilevel.service';
import { registrationService } from '../../apps/server/src/users/registration.service';
import { rowsOf } from '../../apps/server/src/db/rows';
import {
  DEFAULT_NETWORK_MEMBERS, eachNetworkDatabase, NETWORK_SEED as SEED, PGLITE_SEED_BUDGET_MS, seedOpened, type Opened, type SkippedDatabase,
} from './seeded-network';
import { stat, timedWithGc, type Stat } from './measure';

/** Goals of issue 3 (and issue 20 for the routes), in milliseconds. */
export const NETWORK_GOALS = {
  windowP99: 10,
  /** Issue 20: the window through HTTP, also at most `httpWindowFloorRatio` × the floor's p99 of the same run. */
  httpWindowP99: 15,
  httpWindowFloorRatio: 3,
  /** Issue 20: the node card and the directs summary through HTTP. */
  httpCardP99: 10,
  legTotalsP99: 5,
  extremeLeafP99: 5,
  registrationP99: 25,
  snapshot: 60_000,
  nextSnapshot: 30_000,
  unilevelPageP99: 50,
  seed: 10 * 60_000,
} as const;

const READ_SAMPLES = 300;
const REGISTRATION_SAMPLES = 300;
const WARMUP = 10;
const DEEP_LEG = 20_000;
const BARE_ROUTE = '/bench/pk';
/** The day of the pass after the registrations: a later day than the seed's, so every changed total is written. */
export const NEXT_DAY = '2099-01-01';

export interface LatencyRow {
  operation: string;
  targets: string;
  /** How the call was made: the service function in-process, or the route through Fastify's inject. */
  calledAs: 'service' | 'inject' | 'function';
  op: Stat;
  /** Primary-key lookups interleaved with this row's calls (same run, same moments). */
  floor: Stat | null;
  goalMs?: number;
  /** A second goal: p99 at most this many times the floor's p99. */
  floorRatioP99?: number;
}

export interface SnapshotRow {
  pass: string;
  result: LegTotalsResult;
  totalMs: number;
  goalMs: number;
}

export interface NetworkOutcomeMeasured {
  database: string;
  status: 'measured';
  requestedMembers: number;
  seed: SeedFacts;
  tree: { members: number; maxDepth: number; averageDepth: number; longestLeg: number; maxSponsorDepth: number; topShare: number; maxDirects: number };
  rows: LatencyRow[];
  snapshots: SnapshotRow[];
  notes: string[];
}

export type NetworkOutcome = NetworkOutcomeMeasured | SkippedDatabase;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/**
 * Times `op` on every target, each call followed by one primary-key lookup (the floor), so both
 * see the same moments of a shared, busy machine. A few calls first warm caches and plans.
 */
async function interleaved<T>(targets: T[], op: (target: T) => Promise<unknown>, floor: () => Promise<unknown>): Promise<{ op: Stat; floor: Stat }> {
  for (const target of targets.slice(0, WARMUP)) {
    await op(target);
    await floor();
  }
  const opSamples: number[] = [];
  const floorSamples: number[] = [];
  for (const target of targets) {
    opSamples.push(await timed(() => op(target)));
    floorSamples.push(await timed(floor));
  }
  return { op: stat(opSamples), floor: stat(floorSamples) };
}

/**
 * A view of `db` that notes when each query completes and when a transaction starts and ends,
 * so a registration's time splits into checks, password hashing (the gap between the last check
 * and the transaction) and the transaction (placement, insert, counters, profile, mail) without
 * changing the server. Every builder the db returns is wrapped, down to the awaited query.
 */
interface Clock {
  lastQueryEnd: number;
  txStart: number;
  txEnd: number;
}
function clocked(db: Db, clock: Clock): Db {
  const wrap = (value: unknown): unknown => {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return value;
    return new Proxy(value as object, {
      get(target, prop) {
        const member = Reflect.get(target, prop, target) as unknown;
        if (prop === 'then' && typeof member === 'function') {
          return (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
            (member as (a: unknown, b: unknown) => Promise<unknown>).call(target, (v: unknown) => {
              clock.lastQueryEnd = performance.now();
              return resolve(v);
            }, reject);
        }
        if (typeof member !== 'function') return member;
        if (prop === 'transaction' && target === db) {
          return async (fn: (tx: unknown) => Promise<unknown>, config?: unknown) => {
            clock.txStart = performance.now();
            try {
              return await (member as (f: unknown, c: unknown) => Promise<unknown>).call(target, fn, config);
            } finally {
              clock.txEnd = performance.now();
            }
          };
        }
        return (...args: unknown[]) => wrap((member as (...a: unknown[]) => unknown).apply(target, args));
      },
    });
  };
  return wrap(db) as Db;
}

/** Picks `n` items from `pool` with the benchmark's own PRNG (repeats allowed when the pool is small). */
function sample<T>(rand: () => number, pool: T[], n: number): T[] {
  return Array.from({ length: n }, () => pool[Math.floor(rand() * pool.length)]!);
}

/** Seeds the network, then measures every operation of issue 3 on it. */
async function measureNetwork(opened: Opened, members: number, log: (line: string) => void): Promise<NetworkOutcomeMeasured> {
  const seed = await seedOpened(opened, members, log, { dailyPass: true });
  return measureSeeded(opened, seed, members, log);
}

/** What the measurements need to know of the seed. */
export type SeedFacts = Pick<SeedNetworkResult, 'firstId' | 'members' | 'rootId' | 'topSponsors' | 'refresh' | 'refreshMs'> & Partial<SeedNetworkResult>;

/**
 * Measures every operation of issue 3 on a seeded network, then the next day's pass unless `nextPass` is false (the
 * scale run times that pass itself, beside the other size's).
 */
export async function measureSeeded(
  opened: Pick<Opened, 'database' | 'label'>, seed: SeedFacts, members: number, log: (line: string) => void, { nextPass = true } = {},
): Promise<NetworkOutcomeMeasured> {
  const { database, label } = opened;
  const { db } = database;
  const notes: string[] = [];
  const rand = random(SEED + 1);
  const randomMember = () => seed.firstId + Math.floor(rand() * seed.members);

  // The shape of the tree, from the database.
  const [shape] = rowsOf<{ max_depth: number; avg_depth: number; max_sponsor_depth: number; max_directs: number }>(await db.execute(sql`
    select max(binary_depth) as max_depth, avg(binary_depth)::float8 as avg_depth, max(sponsor_depth) as max_sponsor_depth,
      max(left_directs + right_directs) as max_directs
    from users where binary_jump_id is not null`));
  const [top] = rowsOf<{ share: number }>(await db.execute(sql`
    select (count(*) filter (where sponsor_id = any(${`{${seed.topSponsors.join(',')}}`}::int[])))::float8 / count(*) as share
    from users where id >= ${seed.firstId}`));
  const chains = rowsOf<{ head_id: number; side: Leg; head_depth: number; bottom_depth: number }>(await db.execute(sql`
    select c.head_id, c.side, h.binary_depth as head_depth, b.binary_depth as bottom_depth
    from binary_chains c join users h on h.id = c.head_id join users b on b.id = c.bottom_id
    order by b.binary_depth - h.binary_depth desc limit 20`));
  const longestLeg = chains[0] ? Number(chains[0].bottom_depth) - Number(chains[0].head_depth) : 0;
  const tree = {
    members: seed.members, maxDepth: Number(shape!.max_depth), averageDepth: Number(shape!.avg_depth), longestLeg,
    maxSponsorDepth: Number(shape!.max_sponsor_depth), topShare: Number(top!.share), maxDirects: Number(shape!.max_directs),
  };
  log(`${label}: tree depth max ${tree.maxDepth}, average ${tree.averageDepth.toFixed(0)}, longest leg ${longestLeg}`);

  // Targets: random members, the deepest members, sponsors whose leg is 20,000+ deep.
  const deepFloor = Math.floor(tree.maxDepth * 0.9);
  const deepest = rowsOf<{ id: number }>(await db.execute(sql`
    select id from users where binary_depth >= ${deepFloor} order by random() limit 200`)).map((r) => Number(r.id));
  // Sponsors with a leg of 20,000+ levels; on a smaller network, legs of at least half the longest.
  const legTarget = longestLeg >= DEEP_LEG ? DEEP_LEG : Math.floor(longestLeg / 2);
  const longLegs = chains.filter((c) => Number(c.bottom_depth) - Number(c.head_depth) >= legTarget);
  const deepLegSponsors: { id: number; side: Leg; leg: number }[] = [];
  for (const c of longLegs) {
    const found = rowsOf<{ id: number; depth: number }>(await db.execute(sql`
      select id, binary_depth as depth from users
      where (id = ${c.head_id} or (binary_chain_head_id = ${c.head_id} and position = ${c.side}))
        and binary_depth <= ${Number(c.bottom_depth) - legTarget}
      order by random() limit 100`));
    for (const r of found) deepLegSponsors.push({ id: Number(r.id), side: c.side, leg: Number(c.bottom_depth) - Number(r.depth) });
  }
  const legRange = deepLegSponsors.length
    ? `${Math.min(...deepLegSponsors.map((s) => s.leg)).toLocaleString('en')}–${Math.max(...deepLegSponsors.map((s) => s.leg)).toLocaleString('en')}`
    : 'none';
  if (legTarget < DEEP_LEG) notes.push(`${label}: no leg is ${DEEP_LEG.toLocaleString('en')} deep at this size; "deep legs" are legs of at least ${legTarget.toLocaleString('en')}.`);

  const pk = () => db.select().from(users).where(eq(users.id, randomMember()));
  const rows: LatencyRow[] = [];
  const run = async <T>(row: Omit<LatencyRow, 'op' | 'floor'>, targets: T[], op: (t: T) => Promise<unknown>, floor: () => Promise<unknown> = pk) => {
    log(`${label}: ${row.operation} — ${row.targets} (${targets.length} calls)`);
    const measured = await interleaved(targets, op, floor);
    rows.push({ ...row, ...measured });
  };

  const randomTargets = (n: number) => Array.from({ length: n }, randomMember);
  const deepTargets = (n: number) => sample(rand, deepest, n);
  const depthLabel = `deepest members (depth ≥ ${deepFloor.toLocaleString('en')})`;

  await run({ operation: 'PK lookup (the floor)', targets: 'random members', calledAs: 'service' }, randomTargets(READ_SAMPLES),
    (id) => db.select().from(users).where(eq(users.id, id)));

  // Binary tree window, 4 levels.
  await run({ operation: 'binary tree window, 4 levels', targets: 'random members', calledAs: 'service', goalMs: NETWORK_GOALS.windowP99 },
    randomTargets(READ_SAMPLES), (id) => binaryWindow(db, id, 4));
  await run({ operation: 'binary tree window, 4 levels', targets: depthLabel, calledAs: 'service', goalMs: NETWORK_GOALS.windowP99 },
    deepTargets(READ_SAMPLES), (id) => binaryWindow(db, id, 4));

  // Extreme leaf.
  const sides: Leg[] = ['left', 'right'];
  await run({ operation: 'extreme leaf (binaryLastLeaf)', targets: 'random members, both legs', calledAs: 'service', goalMs: NETWORK_GOALS.extremeLeafP99 },
    randomTargets(READ_SAMPLES).map((id, i) => ({ id, side: sides[i % 2]! })), (t) => extremeLeaf(db, t.id, t.side));
  await run({ operation: 'extreme leaf (binaryLastLeaf)', targets: `members whose leg is ${legRange} deep, that leg`, calledAs: 'service', goalMs: NETWORK_GOALS.extremeLeafP99 },
    sample(rand, deepLegSponsors, READ_SAMPLES), (t) => extremeLeaf(db, t.id, t.side));

  // Leg totals: the directs' counters are columns of the member's own row, the rest its user_leg_totals row (decision 118).
  const legColumns = {
    ...legTotalsSelection, leftDirectPoints: users.leftDirectPoints,
    rightDirectPoints: users.rightDirectPoints, leftDirects: users.leftDirects, rightDirects: users.rightDirects,
    leftActiveDirects: users.leftActiveDirects, rightActiveDirects: users.rightActiveDirects, isBinaryActive: users.isBinaryActive,
  };
  await run({ operation: 'leg totals (read of the member\'s counters)', targets: `random and ${depthLabel}`, calledAs: 'service', goalMs: NETWORK_GOALS.legTotalsP99 },
    [...randomTargets(READ_SAMPLES / 2), ...deepTargets(READ_SAMPLES / 2)], (id) => db.select(legColumns).from(users).leftJoin(userLegTotals, legTotalsJoinOn).where(eq(users.id, id)));

  // Unilevel: the first page of every level of the ten largest sponsorship downlines (the root's aside, issue 20
  // item 6), then the level-1 page of the heaviest sponsors by directs.
  const largest = rowsOf<{ id: number; downline: number; depth: number; sponsor_path: number[] }>(await db.execute(sql`
    select t.id, r.downline, t.sponsor_path,
      (select max(u.sponsor_depth) from users u where u.sponsor_path @> array[t.id]) - cardinality(t.sponsor_path) as depth
    from (select id, count(*)::int as downline from (select unnest(sponsor_path) as id from users) a
          where id <> ${seed.rootId} group by id order by 2 desc limit 10) r
    join users t on t.id = r.id order by r.downline desc`));
  const levelPages = largest.flatMap((t) => Array.from({ length: Number(t.depth) }, (_, i) => ({
    target: { id: Number(t.id), sponsorPath: t.sponsor_path.map(Number) }, level: i + 1,
  })));
  const downlines = largest.map((t) => Number(t.downline));
  await run({
    operation: `unilevel, first page of 30 of every level (1–${Math.max(...largest.map((t) => Number(t.depth)))})`,
    targets: `10 largest downlines (${Math.min(...downlines).toLocaleString('en')}–${Math.max(...downlines).toLocaleString('en')} members), each level twice`,
    calledAs: 'service', goalMs: NETWORK_GOALS.unilevelPageP99,
  }, [...levelPages, ...levelPages], (p) => unilevelPage(db, p.target, p.level, { offset: 0, limit: 30 }));
  const heavy = rowsOf<{ id: number; directs: number; sponsor_path: number[] }>(await db.execute(sql`
    select id, left_directs + right_directs as directs, sponsor_path from users where id <> ${seed.rootId}
    order by left_directs + right_directs desc limit 20`));
  const directsRange = `${Math.min(...heavy.map((h) => Number(h.directs))).toLocaleString('en')}–${Math.max(...heavy.map((h) => Number(h.directs))).toLocaleString('en')}`;
  await run({ operation: 'unilevel level 1, first page of 30', targets: `20 heaviest sponsors (${directsRange} directs)`, calledAs: 'service', goalMs: NETWORK_GOALS.unilevelPageP99 },
    sample(rand, heavy.map((h) => ({ id: Number(h.id), sponsorPath: h.sponsor_path.map(Number) })), 100), (t) => unilevelPage(db, t, 1, { offset: 0, limit: 30 }));
  notes.push(`${label}: the heaviest sponsor has ${Number(heavy[0]!.directs).toLocaleString('en')} directs; the largest downline below the root holds ${Math.max(...downlines).toLocaleString('en')} members.`);

  // Through the HTTP layer (inject): sessions of seeded members.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000000' });
  const { server } = await buildApp({ config, database });
  server.get(BARE_ROUTE, async (request) => {
    const id = Number((request.query as { id?: string }).id);
    const [user] = await db.select().from(users).where(eq(users.id, id));
    if (!user) throw new Error('no such member');
    const { passwordHash: _hash, ...visible } = user;
    return visible;
  });
  try {
    const login = async (username: string) => {
      const response = await server.inject({
        method: 'POST', url: '/api/login', headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'password', username, password: SEEDED_PASSWORD, client_id: config.OAUTH_CLIENT_ID, client_secret: config.OAUTH_CLIENT_SECRET }).toString(),
      });
      if (response.statusCode !== 200) throw new Error(`login ${username} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
      return { authorization: `Bearer ${(response.json() as { access_token: string }).access_token}` };
    };
    const injectFloor = () => server.inject({ method: 'GET', url: `${BARE_ROUTE}?id=${randomMember()}` });
    const get = async (url: string, headers: Record<string, string>) => {
      const response = await server.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    };
    // Viewers: the two members just below the root, each seeing one side of the whole tree.
    // An inactive member cannot sign in: such a viewer is activated first (the server's own rule keeps the counters exact).
    const children = await db.select({ id: users.id, username: users.username, isActive: users.isActive }).from(users).where(eq(users.binaryParentId, seed.rootId));
    const viewers = new Map<number, Record<string, string>>();
    for (const child of children) {
      if (!child.isActive) {
        await db.transaction((tx) => setMemberActive(tx, child.id, true));
        notes.push(`${label}: ${child.username} (below the root) was inactive and was activated to sign in as the viewer of its side.`);
      }
      viewers.set(child.id, await login(child.username));
    }
    const withViewer = async (ids: number[]) => Promise.all(ids.map(async (id) => {
      const side = await ancestorAtDepth(db, id, 1);
      return { id, headers: viewers.get(side!.id)! };
    }));
    const httpTargets = await withViewer([...randomTargets(READ_SAMPLES / 2), ...deepTargets(READ_SAMPLES / 2)]);
    await run({ operation: 'GET /api/users/{id} (node card, downline check)', targets: `random and ${depthLabel}`, calledAs: 'inject', goalMs: NETWORK_GOALS.httpCardP99 },
      httpTargets, (t) => get(`/api/users/${t.id}`, t.headers), injectFloor);
    await run({ operation: 'GET /api/users/{id}/binarytree?levels=4', targets: `random and ${depthLabel}`, calledAs: 'inject', goalMs: NETWORK_GOALS.httpWindowP99, floorRatioP99: NETWORK_GOALS.httpWindowFloorRatio },
      httpTargets, (t) => get(`/api/users/${t.id}/binarytree?levels=4`, t.headers), injectFloor);
    // Own leg totals: members signed in at random depths, the deepest included.
    const activeAmong = async (ids: number[]) => rowsOf<{ username: string }>(await db.execute(sql`
      select username from users where is_active and id = any(${`{${ids.join(',')}}`}::int[]) limit 4`)).map((r) => r.username);
    const signedIn = [...(await activeAmong(randomTargets(40))), ...(await activeAmong(deepest))];
    const own = await Promise.all(signedIn.map(login));
    await run({ operation: 'GET /api/userStats/directs (own leg counters)', targets: `members at random depths and ${depthLabel}`, calledAs: 'inject', goalMs: NETWORK_GOALS.httpCardP99 },
      sample(rand, own, READ_SAMPLES), (headers) => get('/api/userStats/directs', headers), injectFloor);
  } finally {
    await server.close();
  }

  // Registrations: the real service on a db view that clocks its queries and its transaction.
  const clock: Clock = { lastQueryEnd: 0, txStart: 0, txEnd: 0 };
  const service = registrationService(clocked(db, clock), createMailer(db, { from: config.MAIL_FROM, logError: () => {} }));
  const [spain] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'ES'));
  const [pre] = await db.select({ id: memberships.id }).from(memberships).where(and(eq(memberships.level, 1), eq(memberships.type, 'product')));
  let registered = 0;
  const register = async (sponsorId: number, position: Leg | undefined) => {
    const [sponsor] = await db.select({ username: users.username }).from(users).where(eq(users.id, sponsorId));
    registered += 1;
    const tag = `${process.pid % 100_000}x${registered}`;
    const input = registrationSchema.parse({
      sponsor: sponsor!.username, username: `bench${tag}`, firstName: 'Bench', lastName: 'Member',
      email: `bench${tag}@bench.test`, emailRepeat: `bench${tag}@bench.test`, password: SEEDED_PASSWORD, passwordRepeat: SEEDED_PASSWORD,
      dni: `B${tag}`.padEnd(6, '0'), birthDate: '1990-01-15', mobile: '+34 600 123 456', address1: 'Calle Mayor 1', city: 'Madrid',
      postalCode: '28001', countryId: spain!.id, membershipId: pre!.id, acceptTerms: true, position,
    });
    clock.lastQueryEnd = clock.txStart = clock.txEnd = 0;
    const { ms, gcMs } = await timedWithGc(() => service.register(input));
    return { total: ms, hash: clock.txStart - clock.lastQueryEnd, tx: clock.txEnd - clock.txStart, gc: gcMs };
  };
  const registrationRows = async (targets: string, sponsors: { id: number; side?: Leg }[]) => {
    log(`${label}: registration — ${targets} (${sponsors.length} calls)`);
    for (const s of sponsors.slice(0, 3)) await register(s.id, s.side);
    const total: number[] = [];
    const withoutHash: number[] = [];
    const tx: number[] = [];
    const hash: number[] = [];
    const gc: number[] = [];
    const floor: number[] = [];
    for (const s of sponsors) {
      const t = await register(s.id, s.side);
      total.push(t.total);
      hash.push(t.hash);
      withoutHash.push(t.total - t.hash);
      tx.push(t.tx);
      gc.push(t.gc);
      floor.push(await timed(pk));
    }
    const f = stat(floor);
    rows.push(
      { operation: 'registration, total (argon2 hash included)', targets, calledAs: 'service', op: stat(total), floor: f },
      { operation: '  of which argon2 hash of the password', targets, calledAs: 'service', op: stat(hash), floor: f },
      { operation: 'registration without the hash (checks + transaction)', targets, calledAs: 'service', op: stat(withoutHash), floor: f, goalMs: NETWORK_GOALS.registrationP99 },
      { operation: '  of which the transaction (placement, insert, counters, profile, mail)', targets, calledAs: 'service', op: stat(tx), floor: f },
      { operation: '  of which this process collecting garbage', targets, calledAs: 'service', op: stat(gc), floor: f },
    );
  };
  await registrationRows('random sponsors, their default leg', randomTargets(REGISTRATION_SAMPLES).map((id) => ({ id })));
  await registrationRows(`sponsors whose leg is ${legRange} deep, that leg`, sample(rand, deepLegSponsors, REGISTRATION_SAMPLES));
  log(`${label}: argon2 hashPassword alone`);
  await run({ operation: 'argon2 hashPassword alone (cross-check)', targets: '—', calledAs: 'function' }, Array.from({ length: 50 }, () => SEEDED_PASSWORD), (p) => hashPassword(p));

  // Statistics snapshot: the seed ran the first pass (every member's totals changed); one more
  // pass the next day sees the registrations above (their ancestors' totals changed).
  const snapshots: SnapshotRow[] = [];
  if (seed.refresh) snapshots.push({ pass: 'first pass over the seeded network (every total changes)', result: seed.refresh, totalMs: seed.refreshMs, goalMs: NETWORK_GOALS.snapshot });
  if (nextPass) {
    log(`${label}: statistics snapshot (refreshLegTotals) after the registrations`);
    const start = performance.now();
    const next = await refreshLegTotals(db, NEXT_DAY);
    snapshots.push({ pass: `next pass, after ${registered} registrations`, result: next, totalMs: performance.now() - start, goalMs: NETWORK_GOALS.nextSnapshot });
  }
  return { database: label, status: 'measured', requestedMembers: members, seed, tree, rows, snapshots, notes };
}

/**
 * The network benchmark on PostgreSQL, then PGlite (issue 3). `alsoOn` measures more on each
 * seeded network before it is dropped (the commissions benchmark, when it runs in the same run).
 */
export async function benchNetwork(
  log: (line: string) => void,
  alsoOn?: (opened: Opened, requested: number) => Promise<void>,
): Promise<NetworkOutcome[]> {
  return eachNetworkDatabase(log, { dailyPass: true }, async (opened, size, requested) => {
    const outcome = await measureNetwork(opened, size.members, log);
    outcome.requestedMembers = requested;
    if (size.note) outcome.notes.unshift(size.note);
    const seedMs = outcome.seed.totalMs ?? 0;
    if (opened.label.startsWith('PGlite') && seedMs > PGLITE_SEED_BUDGET_MS) {
      outcome.notes.unshift(`PGlite took ${(seedMs / 60_000).toFixed(1)} min to seed ${size.members.toLocaleString('en')} members, over the ${PGLITE_SEED_BUDGET_MS / 60_000}-minute budget (the probe under-estimated it); set BENCH_NETWORK_PGLITE_MEMBERS to measure a smaller network.`);
    }
    if (alsoOn) await alsoOn(opened, requested);
    return outcome;
  });
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(value >= 10 ? 1 : 2));
const seconds = (value: number) => (value / 1000).toFixed(1);
const verdict = (value: number, goal: number) =>
  (value <= goal ? 'PASS' : `MISS by ${value - goal < 0.01 ? '< 0.01' : ms(value - goal)} ms (${(value / goal).toFixed(2)}×)`);
/** The verdict of a row: its p99 goal, and the ratio to the floor's p99 when the row has one. */
export function rowVerdict(r: LatencyRow): string {
  if (!r.goalMs) return '';
  const ratio = r.floorRatioP99 && r.floor ? r.op.p99 / r.floor.p99 : null;
  const ratioVerdict = ratio === null ? '' : `; ${ratio.toFixed(1)}× the floor's p99 (goal ≤ ${r.floorRatioP99}×): ${ratio <= r.floorRatioP99! ? 'PASS' : 'MISS'}`;
  const floorMisses = r.op.p99 > r.goalMs && r.floor && r.floor.p99 > r.goalMs ? ' (the floor\'s p99 misses too)' : '';
  return `${verdict(r.op.p99, r.goalMs)}${floorMisses}${ratioVerdict}`;
}
const verdictSeconds = (value: number, goal: number) => (value <= goal ? 'PASS' : `MISS by ${seconds(value - goal)} s (${(value / goal).toFixed(1)}×)`);

/** The Markdown section of the network benchmark (results file and README). */
export function networkReport(outcomes: NetworkOutcome[], table: (header: string[], rows: string[][], align: ('l' | 'r')[]) => string): string {
  const measured = outcomes.filter((o): o is NetworkOutcomeMeasured => o.status === 'measured');
  const requested = outcomes[0]?.requestedMembers ?? DEFAULT_NETWORK_MEMBERS;
  const lines: string[] = [
    `## Network at ${requested.toLocaleString('en')} members (issue 3)`,
    '',
    'Each database gets a fresh network from `seedNetwork` (`npm run seed:network`, seed 2026): heavy-tailed sponsors (ten top ' +
      'sponsors bring 5 % of the sign-ups), placements by the server\'s own outermost-slot rule, then the daily pass. Calls are ' +
      'timed in-process, one at a time: **service** = the service function (`binaryWindow`, `extremeLeaf`, `unilevelPage`, ' +
      '`registrationService(...).register`) on the database; **inject** = the real route through Fastify `app.inject` (session ' +
      'lookup, access check, serialisation; no socket). Every call is followed by one primary-key lookup of a random member, the ' +
      '**floor** (Drizzle `select * from users where id = $1`; for inject rows an injected bare route doing that lookup). ' +
      'Registrations run on a view of the db that clocks its queries: the argon2 hash is the gap between the last check and the ' +
      'transaction, so "without the hash" is exact per call.',
    '',
  ];
  for (const o of outcomes) if (o.status === 'skipped') lines.push(`- ${o.database} was skipped: ${o.reason}`, '');
  if (!measured.length) return [...lines, '_No database was measured._'].join('\n');

  lines.push('### Seed and tree', '');
  lines.push(table(
    ['database', 'members', 'plan s', 'insert s', 'first daily pass s', 'seed total', `goal ≤ ${NETWORK_GOALS.seed / 60_000} min`, 'max depth', 'average depth', 'longest leg', 'sponsorship depth', 'top-10 share', 'most directs'],
    measured.map((o) => {
      const total = o.seed.totalMs ?? 0;
      const full = o.tree.members >= o.requestedMembers;
      return [
        o.database, o.tree.members.toLocaleString('en'), seconds(o.seed.planMs ?? 0), seconds(o.seed.insertMs ?? 0), seconds(o.seed.refreshMs),
        `${(total / 60_000).toFixed(1)} min`, full ? verdictSeconds(total, NETWORK_GOALS.seed) : 'smaller size',
        o.tree.maxDepth.toLocaleString('en'), o.tree.averageDepth.toFixed(0), o.tree.longestLeg.toLocaleString('en'),
        String(o.tree.maxSponsorDepth), `${(o.tree.topShare * 100).toFixed(1)} %`, o.tree.maxDirects.toLocaleString('en'),
      ];
    }),
    ['l', 'r', 'r', 'r', 'r', 'r', 'l', 'r', 'r', 'r', 'r', 'r', 'r'],
  ), '');

  lines.push('### Latency', '');
  const rows: string[][] = [];
  for (const o of measured) {
    for (const r of o.rows) {
      rows.push([
        o.database, r.operation, r.targets, r.calledAs, String(r.op.n), ms(r.op.p50), ms(r.op.p99),
        r.floor ? `${ms(r.floor.p50)} / ${ms(r.floor.p99)}` : '', r.floor ? `${(r.op.p50 / r.floor.p50).toFixed(1)}×` : '',
        r.goalMs ? `≤ ${r.goalMs}` : '',
        rowVerdict(r),
      ]);
    }
  }
  lines.push(table(
    ['database', 'operation', 'targets', 'called as', 'n', 'p50 ms', 'p99 ms', 'floor p50 / p99 ms', 'p50 ÷ floor', 'goal p99 ms', 'result'],
    rows,
    ['l', 'l', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
  ), '');

  lines.push('### Statistics snapshot (`refreshLegTotals`, the daily pass)', '');
  lines.push(table(
    ['database', 'pass', 'members', 'rows written', 'load s', 'compute s', 'write s', 'total s', 'goal s', 'result'],
    measured.flatMap((o) => o.snapshots.map((s) => [
      o.database, s.pass, s.result.members.toLocaleString('en'), s.result.changed.toLocaleString('en'), seconds(s.result.loadMs),
      seconds(s.result.computeMs), seconds(s.result.writeMs), seconds(s.totalMs), `≤ ${s.goalMs / 1000}`, verdictSeconds(s.totalMs, s.goalMs),
    ])),
    ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
  ));
  const notes = measured.flatMap((o) => o.notes);
  if (notes.length) lines.push('', ...notes.map((n) => `- ${n}`));
  return lines.join('\n');
}

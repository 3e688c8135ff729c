import { lastEndedWeek, madridDay } from '@vo/domain';
import { sql } from 'drizzle-orm';
import type { SeedNetworkResult } from '../../apps/server/src/cli/seed-network';
import { runBinaryCycle } from '../../apps/server/src/commissions/binary-cycle';
import { payDueResiduals } from '../../apps/server/src/commissions/residual-run';
import type { Db } from '../../apps/server/src/db/client';
import { refreshLegTotals, type LegTotalsResult } from '../../apps/server/src/network/leg-totals';
import { addWeekVolume, prepareWeek, runCurrentWeek, sequentialScan, weekAfter } from './commissions-scale';
import { rowsOf, settle, stat, timed, timedWithGc } from './measure';
import { measureSeeded, NEXT_DAY, rowVerdict, type LatencyRow, type NetworkOutcomeMeasured } from './network-scale';
import { prepareDueMonth } from './residual-scale';
import { openScratchPostgres, Unavailable } from './scratch-database';
import { postgresAdminUrl, seedOpened, type Opened } from './seeded-network';

/** Issue 20 item 7: 5M members' jobs take at most 5.5 times 1M's, 1.1 times the growth in members. */
const SCALE_GOAL_SLACK = 1.1;
const DEFAULT_SIZES = [1_000_000, 5_000_000] as const;
/** Sequential scans of `users` before each timed job; their median is that job's floor. */
const FLOOR_SCANS = 3;
/** Statements of each job's run on the large network shown, by their time there. */
const STATEMENTS_SHOWN = 6;

interface Side {
  members: number;
  opened: Opened;
  seed: SeedNetworkResult;
  /** Whether the server loads pg_stat_statements (bench/scripts/sized-postgres.sh does). */
  statements: boolean;
}

/**
 * A statement of one job on one network, from pg_stat_statements: its calls, time and the WAL it wrote; the bytes of
 * pages it found outside PostgreSQL's buffers (near zero while a job's pages fit them) and of dirty pages it had to
 * write out itself to free a buffer (a busy job's own writes come back to it this way even when they fit).
 */
interface StatementTime {
  query: string;
  calls: number;
  ms: number;
  walBytes: number;
  readBytes: number;
  evictedBytes: number;
}

/** What the server wrote during a job: WAL, and the checkpoints it took (each makes the next change of every page log it whole). */
interface ServerWrites {
  walBytes: number;
  checkpoints: number;
}

/** One job on one size: its floor (the median scan just before it), its time, what it did, where the server spent it. */
interface SideRun {
  floorMs: number;
  ms: number;
  detail: string;
  statements: StatementTime[];
  writes: ServerWrites;
}

/** What a job reports of one run; the pair adds the floor, the statements and the server's writes. */
type JobRun = Omit<SideRun, 'floorMs' | 'statements' | 'writes'>;

interface PairedJob {
  job: string;
  /** The small network's run first, then the large one's; `largeFirst` says in which order they ran. */
  small: SideRun;
  large: SideRun;
  largeFirst: boolean;
}

interface ScaleOutcomeMeasured {
  status: 'measured';
  sizes: [number, number];
  seeds: [SeedNetworkResult, SeedNetworkResult];
  jobs: PairedJob[];
  networks: [NetworkOutcomeMeasured, NetworkOutcomeMeasured];
  /** The server's `shared_buffers`: whether a job's pages fit them decides much of its cost at the large size. */
  sharedBuffers: string;
  /** The server's `huge_pages` (sized-postgres.sh turns it on when it could reserve them): the cost of each page visit. */
  hugePages: string;
}

export type ScaleOutcome = ScaleOutcomeMeasured | { status: 'skipped'; reason: string };

function scaleSizesFromEnv(): [number, number] {
  const raw = process.env.BENCH_SCALE_MEMBERS;
  if (!raw) return [...DEFAULT_SIZES];
  const sizes = raw.split(',').map(Number);
  if (sizes.length !== 2 || sizes.some((s) => !Number.isInteger(s) || s < 1000) || sizes[0]! >= sizes[1]!) {
    throw new Error(`BENCH_SCALE_MEMBERS must be two sizes, the smaller first, each an integer ≥ 1000 (got ${raw})`);
  }
  return [sizes[0]!, sizes[1]!];
}

/** pg_stat_statements in this database, when the server preloads it; the run goes on without it otherwise. */
async function enableStatements(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`create extension if not exists pg_stat_statements`);
    await db.execute(sql`select 1 from pg_stat_statements limit 1`);
    return true;
  } catch {
    return false;
  }
}

const thisDatabase = sql`(select oid from pg_database where datname = current_database())`;
const resetStatements = (db: Db) => db.execute(sql`select pg_stat_statements_reset(0, ${thisDatabase}, 0)`);

/** The statements this database spent the most time in since the reset, whitespace folded. */
async function topStatements(db: Db): Promise<StatementTime[]> {
  return rowsOf<{ query: string; calls: string; ms: number; wal_bytes: number; read_bytes: number; evicted_bytes: number }>(await db.execute(sql`
    select regexp_replace(query, '[[:space:]]+', ' ', 'g') as query, sum(calls)::text as calls, sum(total_exec_time)::float8 as ms,
      sum(wal_bytes)::float8 as wal_bytes, sum(shared_blks_read)::float8 * current_setting('block_size')::int as read_bytes,
      sum(shared_blks_written)::float8 * current_setting('block_size')::int as evicted_bytes
    from pg_stat_statements where dbid = ${thisDatabase} and query not like '%pg_stat_statements%' group by 1 order by 3 desc limit ${STATEMENTS_SHOWN}`))
    .map((r) => ({
      query: r.query, calls: Number(r.calls), ms: Number(r.ms), walBytes: Number(r.wal_bytes), readBytes: Number(r.read_bytes), evictedBytes: Number(r.evicted_bytes),
    }));
}

/** The server's WAL position and checkpoint count (server-wide: the pair runs one job at a time). */
async function serverWrites(db: Db): Promise<ServerWrites> {
  const [row] = rowsOf<{ wal: string; checkpoints: string }>(await db.execute(sql`
    select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text as wal, (checkpoints_timed + checkpoints_req)::text as checkpoints
    from pg_stat_bgwriter`));
  return { walBytes: Number(row!.wal), checkpoints: Number(row!.checkpoints) };
}

async function floor(db: Db): Promise<number> {
  const scans: number[] = [];
  for (let i = 0; i < FLOOR_SCANS; i += 1) scans.push(await sequentialScan(db));
  return stat(scans).p50;
}

const passDetail = (r: LegTotalsResult) =>
  `${r.changed.toLocaleString('en')} rows; load ${seconds(r.loadMs)} / compute ${seconds(r.computeMs)} / write ${seconds(r.writeMs)}`;
const cycleDetail = (r: Awaited<ReturnType<typeof runBinaryCycle>>) =>
  `${r.withVolume.toLocaleString('en')} audit rows, ${r.paid.toLocaleString('en')} paid; load ${seconds(r.loadMs)} / compute ${seconds(r.computeMs)} / write ${seconds(r.writeMs)}`;

/**
 * Times `job` on both networks back to back, each run just after its own floor, the order alternating from one job
 * to the next so that neither size always runs on the warmer or the later machine.
 */
async function paired(name: string, sides: [Side, Side], largeFirst: boolean, job: (side: Side) => Promise<JobRun>, log: (line: string) => void): Promise<PairedJob> {
  const runs = new Map<Side, SideRun>();
  for (const side of largeFirst ? [sides[1], sides[0]] : sides) {
    const { db } = side.opened.database;
    // Each run starts just after a checkpoint: the WAL the other size's run wrote must not bring this one's first checkpoint closer.
    await db.execute(sql`checkpoint`);
    const floorMs = await floor(db);
    if (side.statements) await resetStatements(db);
    const before = await serverWrites(db);
    const run = await job(side);
    const after = await serverWrites(db);
    const writes = { walBytes: after.walBytes - before.walBytes, checkpoints: after.checkpoints - before.checkpoints };
    const statements = side.statements ? await topStatements(db) : [];
    log(`${side.opened.label}: ${name} ${seconds(run.ms)} s (floor ${floorMs.toFixed(0)} ms; ${walAndCheckpoints(writes)}) — ${run.detail}`);
    runs.set(side, { floorMs, ...run, statements, writes });
  }
  return { job: name, small: runs.get(sides[0])!, large: runs.get(sides[1])!, largeFirst };
}

async function openSide(adminUrl: string, members: number, log: (line: string) => void): Promise<Side> {
  const scratch = await openScratchPostgres(adminUrl, `vo_bench_scale_${process.pid}_${members}`, 4);
  const opened = { label: `PostgreSQL ${members.toLocaleString('en')}`, ...scratch };
  try {
    const seed = await seedOpened(opened, members, log, { dailyPass: false });
    await settle(opened.database.db);
    return { members, opened, seed, statements: await enableStatements(opened.database.db) };
  } catch (error) {
    await opened.dispose();
    throw error;
  }
}

/**
 * Item 7 in one invocation (BENCH_ONLY=scale, PostgreSQL only): two networks (BENCH_SCALE_MEMBERS, default 1M and 5M)
 * seeded side by side on BENCH_DATABASE_URL, then every whole-network job of the item timed on one and at once on the
 * other: the first daily pass, the next day's pass after the network benchmark's sign-ups, the binary cycle of a week
 * and of the week after, the residual run of a month with one renewal per member. A machine that slows down for a
 * while then slows both sides of a pair, not one run of a pair taken half an hour apart.
 */
export async function benchScale(log: (line: string) => void): Promise<ScaleOutcome> {
  const sizes = scaleSizesFromEnv();
  const adminUrl = postgresAdminUrl();
  const opened: Side[] = [];
  try {
    for (const members of sizes) opened.push(await openSide(adminUrl, members, log));
  } catch (error) {
    await Promise.all(opened.map((s) => s.opened.dispose()));
    if (error instanceof Unavailable) return { status: 'skipped', reason: error.message };
    throw error;
  }
  const sides = opened as [Side, Side];
  const jobs: PairedJob[] = [];
  const pair = async (name: string, job: (side: Side) => Promise<JobRun>) => {
    jobs.push(await paired(name, sides, jobs.length % 2 === 1, job, log));
  };
  try {
    const today = madridDay();
    const firstPasses = new Map<Side, { result: LegTotalsResult; ms: number }>();
    await pair('first daily pass', async (side) => {
      const run = await timed(() => refreshLegTotals(side.opened.database.db, today));
      firstPasses.set(side, { result: run.value, ms: run.ms });
      return { ms: run.ms, detail: passDetail(run.value) };
    });
    // The latency rows of items 2, 4 and 6 at both sizes; their sign-ups are the next day's pass's work.
    const networks: NetworkOutcomeMeasured[] = [];
    for (const side of sides) {
      const first = firstPasses.get(side)!;
      const seed = { ...side.seed, refresh: first.result, refreshMs: first.ms };
      networks.push(await measureSeeded(side.opened, seed, side.members, log, { nextPass: false }));
    }
    await pair('next day\'s pass, after the sign-ups', async (side) => {
      const run = await timed(() => refreshLegTotals(side.opened.database.db, NEXT_DAY));
      return { ms: run.ms, detail: passDetail(run.value) };
    });

    const week = lastEndedWeek(today);
    for (const side of sides) await prepareWeek(side.opened.database.db, week);
    await pair(`binary cycle, week ${week}`, async (side) => {
      const run = await timed(() => runBinaryCycle(side.opened.database.db, week));
      return { ms: run.ms, detail: cycleDetail(run.value) };
    });
    const following = weekAfter(week);
    for (const side of sides) await addWeekVolume(side.opened.database.db, following, 1);
    await pair(`binary cycle, week after (${following}), with carries`, async (side) => {
      const run = await timed(() => runCurrentWeek(side.opened.database.db, following));
      return { ms: run.ms, detail: cycleDetail(run.value) };
    });

    for (const side of sides) await prepareDueMonth(side.opened.database.db, side.members, (line) => log(`${side.opened.label}: ${line}`));
    await pair('residual run, one renewal per member', async (side) => {
      const run = await timedWithGc(() => payDueResiduals(side.opened.database.db));
      const r = run.value;
      return { ms: run.ms, detail: `${r.payments.toLocaleString('en')} payments, ${r.commissions.toLocaleString('en')} commissions; GC ${seconds(run.gcMs)} s` };
    });
    const [server] = rowsOf<{ buffers: string; huge: string }>(await sides[0].opened.database.db.execute(
      sql`select current_setting('shared_buffers') as buffers, current_setting('huge_pages') as huge`));
    return {
      status: 'measured', sizes, seeds: [sides[0].seed, sides[1].seed], jobs, networks: [networks[0]!, networks[1]!],
      sharedBuffers: server!.buffers, hugePages: server!.huge,
    };
  } finally {
    await Promise.all(sides.map((s) => s.opened.dispose()));
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const gigabytes = (bytes: number) => (bytes / 1e9).toFixed(2);
const walAndCheckpoints = (w: ServerWrites) => `WAL ${gigabytes(w.walBytes)} GB, ${w.checkpoints} checkpoint${w.checkpoints === 1 ? '' : 's'}`;
const times = (ratio: number) => `${ratio.toFixed(2)}×`;
const statementCost = (st: StatementTime) =>
  `${st.calls} / ${seconds(st.ms)} / ${gigabytes(st.walBytes)} / ${gigabytes(st.readBytes)} / ${gigabytes(st.evictedBytes)}`;
const latency = (r: LatencyRow) => `${r.op.p50.toFixed(2)} / ${r.op.p99.toFixed(2)}`;

/** The Markdown section of the scale run (results file and README). */
export function scaleReport(outcome: ScaleOutcome, table: (header: string[], rows: string[][], align: ('l' | 'r')[]) => string): string {
  if (outcome.status === 'skipped') return ['## Scale past a million (issue 20 item 7)', '', `_Not measured: ${outcome.reason}._`].join('\n');
  const small = outcome.sizes[0].toLocaleString('en');
  const large = outcome.sizes[1].toLocaleString('en');
  const goal = SCALE_GOAL_SLACK * (outcome.sizes[1] / outcome.sizes[0]);
  const lines = [
    `## Scale past a million: ${small} and ${large} members in one run (issue 20 item 7)`,
    '',
    `Both networks seeded by \`seedNetwork\` (seed 2026) in two databases of one PostgreSQL server (${outcome.sharedBuffers} of shared buffers, huge pages ${outcome.hugePages}), settled, then each job ` +
      `run on one network and at once on the other (the order alternating from job to job), each run just after its floor: ` +
      `the median of ${FLOOR_SCANS} sequential scans of \`users\` with index paths off, taken after a checkpoint; **WAL** = what the server logged ` +
      `during the run, with the checkpoints it took meanwhile. **ratio** = large ÷ small, ` +
      `goal ≤ ${goal.toFixed(1)}× (${SCALE_GOAL_SLACK} × the growth in members); **÷ floor's** = that ratio over the floor's own ratio in the same pair: 1.00 is exactly as linear as a read of the table.`,
    '',
    table(
      ['job', `${small}: s`, 'floor ms', 'what it did', 'WAL', `${large}: s`, 'floor ms', 'what it did', 'WAL', 'ratio', 'floor\'s ratio', '÷ floor\'s', 'first', 'result'],
      outcome.jobs.map((j) => {
        const ratio = j.large.ms / j.small.ms;
        const floorRatio = j.large.floorMs / j.small.floorMs;
        return [
          j.job, seconds(j.small.ms), j.small.floorMs.toFixed(0), j.small.detail, walAndCheckpoints(j.small.writes),
          seconds(j.large.ms), j.large.floorMs.toFixed(0), j.large.detail, walAndCheckpoints(j.large.writes),
          times(ratio), times(floorRatio), (ratio / floorRatio).toFixed(2), j.largeFirst ? large : small, ratio <= goal ? 'PASS' : 'MISS',
        ];
      }),
      ['l', 'r', 'r', 'l', 'l', 'r', 'r', 'l', 'l', 'r', 'r', 'r', 'r', 'l'],
    ),
    '',
    `Seeds: ${outcome.seeds.map((s) => `${s.members.toLocaleString('en')} members in ${seconds(s.totalMs)} s (binary depth max ` +
      `${s.maxDepth.toLocaleString('en')}, average ${s.averageDepth.toFixed(0)})`).join('; ')}.`,
    '',
  ];
  const statementRows = outcome.jobs.flatMap((j) => j.large.statements.map((st) => {
    const same = j.small.statements.find((o) => o.query === st.query);
    return [j.job, `\`${st.query.length > 110 ? `${st.query.slice(0, 110)}…` : st.query}\``, same ? statementCost(same) : 'not in its top',
      statementCost(st), same ? times(st.ms / same.ms) : ''];
  }));
  if (statementRows.length) {
    lines.push(
      `Where the server spent each job's time (pg_stat_statements of each network between its floor and the end of the job, the ` +
        `${STATEMENTS_SHOWN} statements of the ${large} run with the most time, summed over both connections; calls / seconds / GB of WAL ` +
        `written / GB read from outside the server's ${outcome.sharedBuffers} of shared buffers / GB of dirty buffers it wrote out itself to make room):`,
      '',
      table(['job', 'statement', `${small}: calls / s / WAL / read / evicted`, `${large}: calls / s / WAL / read / evicted`, 'ratio of s'], statementRows, ['l', 'l', 'r', 'r', 'r']),
      '',
    );
  }
  const [smallRows, largeRows] = outcome.networks.map((n) => n.rows);
  lines.push(`Latency at both sizes (the network benchmark's rows, each call followed by its primary-key floor; result = the ${large} row against its goal):`, '');
  lines.push(table(
    ['operation', 'called as', `${small}: p50 / p99 ms`, `${large}: p50 / p99 ms`, 'p99 ratio', 'result'],
    largeRows!.flatMap((r, i) => {
      const s = smallRows![i];
      if (!r.goalMs || !s) return [];
      return [[`${r.operation} — ${r.targets}`, r.calledAs, latency(s), latency(r), times(r.op.p99 / s.op.p99), rowVerdict(r)]];
    }),
    ['l', 'l', 'r', 'r', 'r', 'l'],
  ));
  return lines.join('\n');
}

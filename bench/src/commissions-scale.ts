import { lastEndedWeek, madridDay, weekBounds } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { runBinaryCycle } from '../../apps/server/src/commissions/binary-cycle';
import { creditCommission } from '../../apps/server/src/commissions/credit-commission';
import type { Db, Tx } from '../../apps/server/src/db/client';
import { DEFAULT_NETWORK_MEMBERS, eachNetworkDatabase, seedOpened, type Opened, type SkippedDatabase } from './seeded-network';

/** Goal of issue 5 on PostgreSQL: the weekly binary cycle of a million members. */
export const BINARY_CYCLE_GOAL_MS = 10_000;
/** Every fifth placed member pays once in the week: 20 % of the members bring volume. */
const VOLUME_EVERY = 5;
/** creditCommission calls timed on their own (then rolled back) to split the write phase. */
const CREDIT_SAMPLE = 500;
const CREDIT_WARMUP = 20;

type CycleResult = Awaited<ReturnType<typeof runBinaryCycle>>;

export interface CycleRun {
  result: CycleResult;
  totalMs: number;
}

export interface CommissionsOutcomeMeasured {
  database: string;
  status: 'measured';
  requestedMembers: number;
  week: string;
  volumeRows: number;
  prepareMs: number;
  seqScanMs: number;
  first: CycleRun;
  again: CycleRun;
  credit: { calls: number; perCallMs: number };
  notes: string[];
}

export type CommissionsOutcome = CommissionsOutcomeMeasured | SkippedDatabase;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - start };
}

/**
 * A realistic week on the seeded network: the seed's registration volume counts as cycled in
 * earlier weeks, active members are paid up, and every fifth member pays 20–100 points during
 * the week (one set-based INSERT … SELECT, deterministic by id). A vacuum then leaves the tables
 * as autovacuum would, so the scan and the cycle read the same settled pages.
 */
async function prepareWeek(db: Db, week: string): Promise<number> {
  const { start, end } = weekBounds(week);
  await db.execute(sql`update network_volumes set cycled_in = 'seed' where cycled_in is null`);
  await db.execute(sql`update users set paid_until = (${end}::date + 30) where is_active and binary_jump_id is not null`);
  await db.execute(sql`
    insert into network_volumes (user_id, points, reason, created_at)
    select id, (20 + (id::bigint * 7919) % 81) * 100, 'bench_week',
      (${start}::date)::timestamp at time zone 'Europe/Madrid' + ((id::bigint * 104729) % 604800) * interval '1 second'
    from users where binary_jump_id is not null and id % ${VOLUME_EVERY} = 0`);
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze network_volumes`);
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from network_volumes where reason = 'bench_week'`));
  return Number(count!.n);
}

/** One full sequential scan of the members table, index paths off: the floor a whole-network job cannot beat. */
async function sequentialScan(db: Db): Promise<number> {
  const { ms } = await timed(() => db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_indexonlyscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`select count(*), sum(personal_points) from users`);
  }));
  return ms;
}

class RollBack extends Error {}

/**
 * The cycle's write phase posts one ledger transaction per paid member through creditCommission:
 * the same call on members without a wallet yet (as in the cycle), timed alone and rolled back.
 */
async function creditCost(db: Db): Promise<{ calls: number; perCallMs: number }> {
  const ids = rowsOf<{ id: number }>(await db.execute(sql`
    select id from users where is_active and binary_jump_id is not null
    order by (id::bigint * 7919) % 1000003 limit ${CREDIT_SAMPLE + CREDIT_WARMUP}`)).map((r) => Number(r.id));
  const credit = (tx: Tx, earnerId: number) =>
    creditCommission(tx, { earnerId, amount: 1234, kind: 'commission.binary', reason: 'binary_bonus', reference: 'bench:sample' });
  let perCallMs = Number.NaN;
  const timedIds = ids.slice(CREDIT_WARMUP);
  try {
    await db.transaction(async (tx) => {
      // A few calls first, as in the cycle, where the company account and the plans are warm after the first.
      for (const earnerId of ids.slice(0, CREDIT_WARMUP)) await credit(tx, earnerId);
      const start = performance.now();
      for (const earnerId of timedIds) await credit(tx, earnerId);
      perCallMs = (performance.now() - start) / Math.max(1, timedIds.length);
      throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  return { calls: timedIds.length, perCallMs };
}

/** Measures the weekly binary cycle on a seeded network (issue 5). */
export async function measureCommissions(opened: Pick<Opened, 'database' | 'label'>, requested: number, log: (line: string) => void): Promise<CommissionsOutcomeMeasured> {
  const { database: { db }, label } = opened;
  const week = lastEndedWeek(madridDay());
  log(`${label}: preparing week ${week} (paid-up members, volume for every ${VOLUME_EVERY}th member, vacuum)`);
  const prepared = await timed(() => prepareWeek(db, week));
  log(`${label}: ${prepared.value.toLocaleString('en')} volume rows in ${(prepared.ms / 1000).toFixed(1)} s; creditCommission sample`);
  const credit = await creditCost(db);
  log(`${label}: creditCommission ${credit.perCallMs.toFixed(2)} ms per call (${credit.calls} calls, rolled back); sequential scan of users`);
  const seqScanMs = await sequentialScan(db);
  log(`${label}: sequential scan ${seqScanMs.toFixed(0)} ms; binary cycle for ${week}`);
  const first = await timed(() => runBinaryCycle(db, week));
  log(`${label}: cycle ${(first.ms / 1000).toFixed(1)} s — ${first.value.paid.toLocaleString('en')} paid; the same week again`);
  const again = await timed(() => runBinaryCycle(db, week));
  log(`${label}: again ${(again.ms / 1000).toFixed(1)} s, alreadyRun ${again.value.alreadyRun}`);
  const notes: string[] = [];
  if (!again.value.alreadyRun) notes.push(`${label}: the second run of ${week} did not report alreadyRun.`);
  return {
    database: label, status: 'measured', requestedMembers: requested, week, volumeRows: prepared.value, prepareMs: prepared.ms, seqScanMs,
    first: { result: first.value, totalMs: first.ms }, again: { result: again.value, totalMs: again.ms }, credit, notes,
  };
}

/** The commissions benchmark on its own: seeds each database without the daily pass (the cycle does not read team points). */
export async function benchCommissions(log: (line: string) => void): Promise<CommissionsOutcome[]> {
  return eachNetworkDatabase(log, { dailyPass: false }, async (opened, size, requested) => {
    await seedOpened(opened, size.members, log, { dailyPass: false });
    const outcome = await measureCommissions(opened, requested, log);
    if (size.note) outcome.notes.unshift(size.note);
    return outcome;
  });
}

const seconds = (value: number) => (value / 1000).toFixed(1);
const euros = (cents: number) => (cents / 100).toLocaleString('en', { maximumFractionDigits: 0 });

/** The Markdown section of the commissions benchmark (results file and README). */
export function commissionsReport(outcomes: CommissionsOutcome[], table: (header: string[], rows: string[][], align: ('l' | 'r')[]) => string): string {
  const measured = outcomes.filter((o): o is CommissionsOutcomeMeasured => o.status === 'measured');
  const requested = outcomes[0]?.requestedMembers ?? DEFAULT_NETWORK_MEMBERS;
  const lines: string[] = [
    `## Binary cycle at ${requested.toLocaleString('en')} members (issue 5)`,
    '',
    'The network of `seedNetwork` (seed 2026) with a realistic week: its registration volume counts as cycled in earlier weeks ' +
      '(no carries), active members are paid up, and every fifth placed member pays once in the last ended week (20–100 points, ' +
      'one `INSERT … SELECT`); then `vacuum analyze`. **seq scan** = `select count(*), sum(personal_points) from users` with ' +
      'index paths off, once, just before the cycle: the floor of any job that reads every member. **cycle** = `runBinaryCycle(db, week)` ' +
      'in-process (load = the one query over members, volume and carries; compute = the pairing in memory; write = the transaction: ' +
      'audit rows and carries set-based, then one `creditCommission` per paid member, then the volume marked cycled). ' +
      '**again** = the same week once more: it must report `alreadyRun` and pay nothing.',
    '',
  ];
  for (const o of outcomes) if (o.status === 'skipped') lines.push(`- ${o.database} was skipped: ${o.reason}`, '');
  if (!measured.length) return [...lines, '_No database was measured._'].join('\n');

  const verdict = (o: CommissionsOutcomeMeasured) => {
    if (o.first.result.members < o.requestedMembers) return 'smaller size';
    const total = o.first.totalMs;
    return total <= BINARY_CYCLE_GOAL_MS ? 'PASS' : `MISS by ${seconds(total - BINARY_CYCLE_GOAL_MS)} s (${(total / BINARY_CYCLE_GOAL_MS).toFixed(1)}×)`;
  };
  const row = (o: CommissionsOutcomeMeasured, run: string, c: CycleRun, goal: string) => [
    o.database, run, c.result.members.toLocaleString('en'), c.result.withVolume.toLocaleString('en'), c.result.paid.toLocaleString('en'),
    euros(c.result.bonusCents), String(c.result.alreadyRun), o.seqScanMs.toFixed(0), seconds(c.result.loadMs), seconds(c.result.computeMs),
    seconds(c.result.writeMs), seconds(c.totalMs), `${(c.totalMs / o.seqScanMs).toFixed(0)}×`, goal,
  ];
  lines.push(table(
    ['database', 'run', 'members', 'audit rows (legs with volume)', 'paid members', 'bonuses €', 'alreadyRun', 'seq scan ms', 'load s', 'compute s', 'write s', 'cycle total s', 'total ÷ scan', `goal ≤ ${BINARY_CYCLE_GOAL_MS / 1000} s (PostgreSQL)`],
    measured.flatMap((o) => [row(o, `week ${o.week}`, o.first, verdict(o)), row(o, 'same week again', o.again, '')]),
    ['l', 'l', 'r', 'r', 'r', 'r', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
  ), '');

  lines.push('### Where the write phase goes', '');
  lines.push(table(
    ['database', 'paid members', 'write s', 'creditCommission ms/call (sample)', 'credits, estimated s', 'share of write', 'rest of write s'],
    measured.map((o) => {
      const credits = o.credit.perCallMs * o.first.result.paid;
      const write = o.first.result.writeMs;
      return [
        o.database, o.first.result.paid.toLocaleString('en'), seconds(write), `${o.credit.perCallMs.toFixed(2)} (n = ${o.credit.calls})`,
        seconds(credits), `${Math.min(100, (credits / write) * 100).toFixed(0)} %`, seconds(Math.max(0, write - credits)),
      ];
    }),
    ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
  ));
  lines.push('', 'The sample credits members without a wallet yet, as a first cycle does, in one transaction that is rolled back, ' +
    'before the cycle (a ledger without member accounts); "rest" = write − sample × paid: audit rows, carries, marking the volume, ' +
    'and whatever makes a credit dearer inside the cycle than in the sample. Preparing the week (updates, insert, vacuum) took ' +
    measured.map((o) => `${seconds(o.prepareMs)} s on ${o.database} (${o.volumeRows.toLocaleString('en')} volume rows)`).join(', ') + '.');
  const notes = measured.flatMap((o) => o.notes);
  if (notes.length) lines.push('', ...notes.map((n) => `- ${n}`));
  return lines.join('\n');
}

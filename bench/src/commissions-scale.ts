import { isoWeek, lastEndedWeek, madridDay, weekBounds } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { runBinaryCycle } from '../../apps/server/src/commissions/binary-cycle';
import type { Db } from '../../apps/server/src/db/client';
import { rowsOf, settle, timed } from './measure';
import { measureResidual, RESIDUAL_ALIGN, RESIDUAL_HEADER, residualRows, type ResidualOutcome } from './residual-scale';
import { DEFAULT_NETWORK_MEMBERS, eachNetworkDatabase, seedOpened, type Opened, type SkippedDatabase } from './seeded-network';

/** Goal of issue 5 on PostgreSQL: the weekly binary cycle of a million members. */
export const BINARY_CYCLE_GOAL_MS = 10_000;
/** Every fifth placed member pays once in the week: 20 % of the members bring volume. */
const VOLUME_EVERY = 5;

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
  /** The week after `week`: carries from the first run, its audit rows already in the table. */
  following: CycleRun & { week: string; volumeRows: number };
  residual: ResidualOutcome;
  notes: string[];
}

export type CommissionsOutcome = CommissionsOutcomeMeasured | SkippedDatabase;

/**
 * A realistic week on the seeded network: the seed's registration volume counts as cycled in
 * earlier weeks, active members are paid up, and every fifth member pays 20–100 points during
 * the week (one set-based INSERT … SELECT, deterministic by id). A vacuum then leaves the tables
 * as autovacuum would, so the scan and the cycle read the same settled pages.
 */
export async function prepareWeek(db: Db, week: string): Promise<number> {
  const { start, end } = weekBounds(week);
  // The run of the week before: its volume (the seed's registrations) ends where this week starts.
  await db.execute(sql`insert into binary_cycle_runs (week, volume_until)
    values (${lastEndedWeek(start)}, (${start}::date)::timestamp at time zone 'Europe/Madrid')`);
  await db.execute(sql`update users set paid_until = (${end}::date + 30) where is_active and binary_jump_id is not null`);
  return addWeekVolume(db, week, 0);
}

/** Every fifth placed member (those whose id leaves `remainder`) pays 20–100 points during the week. */
export async function addWeekVolume(db: Db, week: string, remainder: number): Promise<number> {
  const { start } = weekBounds(week);
  const reason = `bench_${week}`;
  await db.execute(sql`
    insert into network_volumes (user_id, points, reason, created_at)
    select id, (20 + (id::bigint * 7919) % 81) * 100, ${reason},
      (${start}::date)::timestamp at time zone 'Europe/Madrid' + ((id::bigint * 104729) % 604800) * interval '1 second'
    from users where binary_jump_id is not null and id % ${VOLUME_EVERY} = ${remainder}`);
  await settle(db);
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from network_volumes where reason = ${reason}`));
  return Number(count!.n);
}

export const weekAfter = (week: string) => isoWeek(weekBounds(week).end);

/** The cycle of `week` run as soon as it ends: the clock is moved to its end, so it is the current week. */
export const runCurrentWeek = (db: Db, week: string) => runBinaryCycle(db, week, new Date(`${weekBounds(week).end}T12:00:00Z`));

/**
 * The week after `week`: another fifth of the members bring volume, and every member starts from the carries the
 * first run left, read from the audit rows it wrote. paid_until still covers it.
 */
async function measureFollowingWeek(db: Db, week: string): Promise<CommissionsOutcomeMeasured['following']> {
  const following = weekAfter(week);
  const volumeRows = await addWeekVolume(db, following, 1);
  const run = await timed(() => runCurrentWeek(db, following));
  return { week: following, volumeRows, result: run.value, totalMs: run.ms };
}

/** One full sequential scan of the members table, index paths off: the floor a whole-network job cannot beat. */
export async function sequentialScan(db: Db): Promise<number> {
  const { ms } = await timed(() => db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_indexonlyscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`select count(*), sum(personal_points) from users`);
  }));
  return ms;
}

/** Measures the weekly binary cycle, then the monthly residual run, on a seeded network (issue 5). */
export async function measureCommissions(opened: Pick<Opened, 'database' | 'label'>, requested: number, log: (line: string) => void): Promise<CommissionsOutcomeMeasured> {
  const { database: { db }, label } = opened;
  const week = lastEndedWeek(madridDay());
  log(`${label}: preparing week ${week} (paid-up members, volume for every ${VOLUME_EVERY}th member, vacuum)`);
  const prepared = await timed(() => prepareWeek(db, week));
  log(`${label}: ${prepared.value.toLocaleString('en')} volume rows in ${(prepared.ms / 1000).toFixed(1)} s; sequential scan of users`);
  const seqScanMs = await sequentialScan(db);
  log(`${label}: sequential scan ${seqScanMs.toFixed(0)} ms; binary cycle for ${week}`);
  const first = await timed(() => runBinaryCycle(db, week));
  log(`${label}: cycle ${(first.ms / 1000).toFixed(1)} s — ${first.value.paid.toLocaleString('en')} paid; the same week again`);
  const again = await timed(() => runBinaryCycle(db, week));
  log(`${label}: again ${(again.ms / 1000).toFixed(1)} s, alreadyRun ${again.value.alreadyRun}; the week after, with carries`);
  const following = await measureFollowingWeek(db, week);
  log(`${label}: week ${following.week} ${(following.totalMs / 1000).toFixed(1)} s — ${following.result.paid.toLocaleString('en')} paid`);
  const residual = await measureResidual(db, first.value.members, () => sequentialScan(db), (line) => log(`${label}: ${line}`));
  const notes: string[] = [];
  if (!again.value.alreadyRun) notes.push(`${label}: the second run of ${week} did not report alreadyRun.`);
  if (residual.again.result.payments) notes.push(`${label}: the second residual run paid ${residual.again.result.payments} payments again.`);
  return {
    database: label, status: 'measured', requestedMembers: requested, week, volumeRows: prepared.value, prepareMs: prepared.ms, seqScanMs,
    first: { result: first.value, totalMs: first.ms }, again: { result: again.value, totalMs: again.ms }, following, residual, notes,
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
    `## Binary cycle and unilevel residual run at ${requested.toLocaleString('en')} members (issue 5)`,
    '',
    'The network of `seedNetwork` (seed 2026) with a realistic week: its registration volume belongs to a run of the week before ' +
      '(a `binary_cycle_runs` row whose volume ends where this week starts; no carries), active members are paid up, and every fifth ' +
      'placed member pays once in the last ended week (20–100 points, one `INSERT … SELECT`); then `vacuum analyze` of every table and a `checkpoint`. **seq scan** = ' +
      '`select count(*), sum(personal_points) from users` with index paths off, once, just before the run: the floor of any job that ' +
      'reads every member. **cycle** = `runBinaryCycle(db, week)` in-process (load = the wait for volume writers and the query over ' +
      'members, the week\'s volume and the last run\'s carries, read as integer columns, on PostgreSQL as two halves in parallel on one ' +
      'exported snapshot; compute = the pairing in memory; write = the transaction: the run row, audit rows set-based 50,000 at a time ' +
      'in member order and the bonuses posted set-based 5,000 paid members at a time (**bonuses s**)). **again** = the same week once ' +
      'more: it must report `alreadyRun` and pay nothing. **week after** = the following week, run with the clock moved to its end ' +
      '(it is the current week): another fifth of the members pay once in it, and every member starts from the carries of the first ' +
      'run, read from its audit rows (a week in service; the first run had no carries and an empty audit table).',
    '',
  ];
  for (const o of outcomes) if (o.status === 'skipped') lines.push(`- ${o.database} was skipped: ${o.reason}`, '');
  if (!measured.length) return [...lines, '_No database was measured._'].join('\n');

  const verdict = (o: CommissionsOutcomeMeasured, c: CycleRun) => {
    if (c.result.members < o.requestedMembers) return 'smaller size';
    const total = c.totalMs;
    return total <= BINARY_CYCLE_GOAL_MS ? 'PASS' : `MISS by ${seconds(total - BINARY_CYCLE_GOAL_MS)} s (${(total / BINARY_CYCLE_GOAL_MS).toFixed(1)}×)`;
  };
  const row = (o: CommissionsOutcomeMeasured, run: string, c: CycleRun, goal: string) => [
    o.database, run, c.result.members.toLocaleString('en'), c.result.withVolume.toLocaleString('en'), c.result.paid.toLocaleString('en'),
    euros(c.result.bonusCents), String(c.result.alreadyRun), o.seqScanMs.toFixed(0), seconds(c.result.loadMs), seconds(c.result.computeMs),
    seconds(c.result.writeMs), seconds(c.result.bonusMs), seconds(c.totalMs), `${(c.totalMs / o.seqScanMs).toFixed(0)}×`, goal,
  ];
  lines.push(table(
    ['database', 'run', 'members', 'audit rows (legs with volume)', 'paid members', 'bonuses €', 'alreadyRun', 'seq scan ms', 'load s', 'compute s', 'write s',
      'of which bonuses s', 'cycle total s', 'total ÷ scan', `goal ≤ ${BINARY_CYCLE_GOAL_MS / 1000} s (PostgreSQL)`],
    measured.flatMap((o) => [
      row(o, `week ${o.week}`, o.first, verdict(o, o.first)),
      row(o, 'same week again', o.again, ''),
      row(o, `week after (${o.following.week})`, o.following, verdict(o, o.following)),
    ]),
    ['l', 'l', 'r', 'r', 'r', 'r', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
  ), '');
  lines.push('Preparing the week (paid-up members, volume insert, vacuum) took ' +
    measured.map((o) => `${seconds(o.prepareMs)} s on ${o.database} (${o.volumeRows.toLocaleString('en')} volume rows; ` +
      `${o.following.volumeRows.toLocaleString('en')} in the week after)`).join(', ') + '.', '');

  lines.push('### Monthly unilevel residual run', '');
  lines.push('On the same database after the cycle: as many paid monthly fees as members (one per member with a monthly fee, in id ' +
    'order, round again until the count; each at its plan\'s monthly net), left due as the renewal job leaves them. **hook** = the ' +
    'per-payment path of a confirmation (`settleResidual(…, \'now\')`) on a sample, rolled back. **run** = `payDueResiduals(db)`: ' +
    'per 20,000 payments one transaction takes them from the due queue, records them paid, reads the payers\' sponsorship lines and ' +
    'posts one ledger transaction per payment set-based (two such batches at a time on PostgreSQL). ' +
    '**of which GC** = the time this process spent collecting garbage during the run, with its heap when the run started (the ' +
    'run keeps every earner it loaded). **run again** must find nothing due. The seq scan is measured again just before the run.', '');
  lines.push(table(RESIDUAL_HEADER, measured.flatMap((o) => residualRows(o.database, o.residual, o.requestedMembers)), RESIDUAL_ALIGN));
  lines.push('', 'Preparing the month (payments, due claims, vacuum) took ' +
    measured.map((o) => `${seconds(o.residual.prepareMs)} s on ${o.database}`).join(', ') + '.');
  const notes = measured.flatMap((o) => o.notes);
  if (notes.length) lines.push('', ...notes.map((n) => `- ${n}`));
  return lines.join('\n');
}

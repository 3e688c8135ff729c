import { lastEndedMonth, madridDay } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { runClubPass, type ClubPassResult } from '../../apps/server/src/clubs/club-pass';
import type { Db } from '../../apps/server/src/db/client';
import { insertDemoClubs } from '../../apps/server/src/seed/clubs';
import { sequentialScan } from './commissions-scale';
import { rowsOf, settle, timed } from './measure';
import { DEFAULT_NETWORK_MEMBERS, eachNetworkDatabase, seedOpened, type Opened, type SkippedDatabase } from './seeded-network';

/** Goal of issue 17 on PostgreSQL: the monthly club qualification of a million members. */
export const CLUB_PASS_GOAL_MS = 30_000;

export interface ClubPassRun {
  result: ClubPassResult;
  totalMs: number;
}

/** Who the network holds for the pass: members, who counts and who may qualify, per kind. */
interface NetworkShares {
  members: number;
  active: number;
  activeTravel: number;
  candidates: number;
  candidatesTravel: number;
}

export interface ClubsOutcomeMeasured {
  database: string;
  status: 'measured';
  requestedMembers: number;
  period: string;
  shares: NetworkShares;
  prepareMs: number;
  seqScanMs: number;
  first: ClubPassRun;
  again: ClubPassRun;
  /** Qualified members per club (name in English), from the first run's rows. */
  perClub: { club: string; isTravel: boolean; members: number }[];
  notes: string[];
}

export type ClubsOutcome = ClubsOutcomeMeasured | SkippedDatabase;

async function networkShares(db: Db): Promise<NetworkShares> {
  const [row] = rowsOf<Record<keyof NetworkShares, number>>(await db.execute(sql`
    select count(*)::int as members, count(*) filter (where u.is_active)::int as active,
      count(*) filter (where u.is_active and m.travel_features)::int as "activeTravel",
      count(*) filter (where u.is_active and m.earns_commissions)::int as candidates,
      count(*) filter (where u.is_active and m.level = 9)::int as "candidatesTravel"
    from users u left join memberships m on m.id = u.membership_id`));
  return row!;
}

async function qualifiedPerClub(db: Db, period: string): Promise<ClubsOutcomeMeasured['perClub']> {
  return rowsOf<{ club: string; isTravel: boolean; members: number }>(await db.execute(sql`
    select c.name->>'en' as club, c.is_travel as "isTravel", count(q.user_id)::int as members
    from clubs c left join club_qualifications q on q.club_id = c.id and q.period = ${period}
    group by c.id order by c.is_travel, c.sort`));
}

/**
 * The monthly club qualification (issue 17) on a seeded network: the demo clubs (three general, three travel),
 * the seed's shares (85 % active, plans drawn across the nine levels, travel features from level 5), a settled
 * database; then `runClubPass` for the month that has just ended, and the same month again (a rerun replaces its rows).
 */
export async function measureClubs(opened: Pick<Opened, 'database' | 'label'>, requested: number, log: (line: string) => void): Promise<ClubsOutcomeMeasured> {
  const { database: { db }, label } = opened;
  const period = lastEndedMonth(madridDay());
  log(`${label}: demo clubs, vacuum`);
  const prepared = await timed(async () => {
    await insertDemoClubs(db);
    await settle(db);
  });
  const shares = await networkShares(db);
  const seqScanMs = await sequentialScan(db);
  log(`${label}: sequential scan ${seqScanMs.toFixed(0)} ms; club pass for ${period}`);
  const first = await timed(() => runClubPass(db, period));
  log(`${label}: club pass ${(first.ms / 1000).toFixed(1)} s — ${first.value.qualified.toLocaleString('en')} + ${first.value.qualifiedTravel.toLocaleString('en')} qualified; again`);
  const perClub = await qualifiedPerClub(db, period);
  const again = await timed(() => runClubPass(db, period));
  log(`${label}: again ${(again.ms / 1000).toFixed(1)} s`);
  const notes: string[] = [];
  if (again.value.qualified !== first.value.qualified || again.value.qualifiedTravel !== first.value.qualifiedTravel) {
    notes.push(`${label}: the rerun of ${period} qualified a different number of members.`);
  }
  return {
    database: label, status: 'measured', requestedMembers: requested, period, shares, prepareMs: prepared.ms, seqScanMs,
    first: { result: first.value, totalMs: first.ms }, again: { result: again.value, totalMs: again.ms }, perClub, notes,
  };
}

/** The clubs benchmark on its own: each database seeded with the daily pass (the stored leg totals are a day old at most). */
export async function benchClubs(log: (line: string) => void): Promise<ClubsOutcome[]> {
  return eachNetworkDatabase(log, { dailyPass: true }, async (opened, size, requested) => {
    await seedOpened(opened, size.members, log, { dailyPass: true });
    const outcome = await measureClubs(opened, requested, log);
    if (size.note) outcome.notes.unshift(size.note);
    return outcome;
  });
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const count = (n: number) => n.toLocaleString('en');

/** The pass's own phases (every `…Ms` figure it reports), as "load 1.2 s, compute 0.4 s, …". */
function phases(result: ClubPassResult): string {
  return Object.entries(result)
    .filter(([key, value]) => key.endsWith('Ms') && typeof value === 'number')
    .map(([key, value]) => `${key.slice(0, -2).replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)} ${seconds(value as number)} s`)
    .join(', ');
}

/** The Markdown section of the clubs benchmark (results file and README). */
export function clubsReport(outcomes: ClubsOutcome[], table: (header: string[], rows: string[][], align: ('l' | 'r')[]) => string): string {
  const measured = outcomes.filter((o): o is ClubsOutcomeMeasured => o.status === 'measured');
  const requested = outcomes[0]?.requestedMembers ?? DEFAULT_NETWORK_MEMBERS;
  const lines: string[] = [
    `## Monthly club qualification at ${count(requested)} members (issue 17)`,
    '',
    'The network of `seedNetwork` (seed 2026, with its daily pass) and the demo clubs of `seed/clubs.ts` (three general, three ' +
      'travel); `vacuum analyze` and a `checkpoint`. **seq scan** = `select count(*), sum(personal_points) from users` with index ' +
      'paths off, just before the pass. **pass** = `runClubPass(db, month)` in-process, the code of the job ' +
      '`club-monthly-qualification`, for the month that has just ended: a row in `club_qualifications` per member qualified, the month in `club_pass_runs` and the ' +
      'members\' `club`, `clubTravel` and `rightToCollection`; **again** = the same month once more (it replaces the rows).',
    '',
  ];
  for (const o of outcomes) if (o.status === 'skipped') lines.push(`- ${o.database} was skipped: ${o.reason}`, '');
  if (!measured.length) return [...lines, '_No database was measured._'].join('\n');

  const verdict = (o: ClubsOutcomeMeasured, run: ClubPassRun) => {
    if (o.shares.members < o.requestedMembers) return 'smaller size';
    if (!o.database.startsWith('PostgreSQL')) return '';
    return run.totalMs <= CLUB_PASS_GOAL_MS ? 'PASS'
      : `MISS by ${seconds(run.totalMs - CLUB_PASS_GOAL_MS)} s (${(run.totalMs / CLUB_PASS_GOAL_MS).toFixed(1)}×)`;
  };
  const row = (o: ClubsOutcomeMeasured, name: string, run: ClubPassRun) => [
    o.database, name, count(o.shares.members), `${count(o.shares.candidates)} / ${count(o.shares.candidatesTravel)}`,
    `${count(run.result.qualified)} / ${count(run.result.qualifiedTravel)}`, o.seqScanMs.toFixed(0), phases(run.result),
    seconds(run.totalMs), `${(run.totalMs / o.seqScanMs).toFixed(0)}×`, verdict(o, run),
  ];
  lines.push(table(
    ['database', 'run', 'members', 'candidates general / travel', 'qualified general / travel', 'seq scan ms', 'phases', 'pass total s',
      'total ÷ scan', `goal ≤ ${CLUB_PASS_GOAL_MS / 1000} s (PostgreSQL)`],
    measured.flatMap((o) => [row(o, `month ${o.period}`, o.first), row(o, 'same month again', o.again)]),
    ['l', 'l', 'r', 'r', 'r', 'r', 'l', 'r', 'r', 'l'],
  ), '');
  for (const o of measured) {
    lines.push(`${o.database}: ${count(o.shares.active)} active members, ${count(o.shares.activeTravel)} of them with travel features; ` +
      `qualified per club: ${o.perClub.map((c) => `${c.club} ${count(c.members)}`).join(', ')}; preparing (clubs, vacuum) took ${seconds(o.prepareMs)} s.`, '');
  }
  const notes = measured.flatMap((o) => o.notes);
  if (notes.length) lines.push(...notes.map((n) => `- ${n}`));
  return lines.join('\n').trimEnd();
}

import { cappedNetwork, highestClub, lastEndedMonth, madridDay, MONTH_PATTERN, type ClubMeasures } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { intArray } from '../db/array-literal';
import type { Db, Tx } from '../db/client';
import { noProgress, type JobProgress } from '../lib/jobs/job-progress';
import type { JobDefinition } from '../lib/jobs/job-runner';
import { activeClubs } from './club-info';
import { loadClubNetwork, measureKind, minorTeams, sponsorTree, type ClubNetwork, type KindMeasures } from './club-network';

/** Qualification rows per statement. */
const WRITE_BATCH = 50_000;
/** One pass at a time: a second run waits, then replaces the same rows. */
const CLUB_PASS_LOCK = 74_210_170;

type Club = Awaited<ReturnType<typeof activeClubs>>[number];

/**
 * One row per member who qualified (decision 106: no row means not qualified): the highest club met and the values
 * measured against it; `heldByIndex` is every member's club of that kind after the pass (0 for none).
 */
interface KindRows {
  heldByIndex: Int32Array;
  candidates: number;
  userId: number[];
  clubId: number[];
  directs: number[];
  network: number[];
  minorTeam: number[];
}

/** Applies the rules of @vo/domain (clubs/club-rules.ts) to every candidate's measures. */
function qualifyKind(network: ClubNetwork, measures: KindMeasures, kindClubs: Club[]): KindRows {
  const rows: KindRows = { heldByIndex: new Int32Array(network.ids.length), candidates: 0, userId: [], clubId: [], directs: [], network: [], minorTeam: [] };
  for (let i = 0; i < network.ids.length; i += 1) {
    if (!measures.candidate[i]) continue;
    rows.candidates += 1;
    const m: ClubMeasures = {
      candidate: true,
      directs: measures.directs[i]!,
      lines: measures.lines.subarray(measures.lineStart[i]!, measures.lineStart[i + 1]!),
      minorTeam: measures.minorTeam[i]!,
    };
    const club = highestClub(kindClubs, m);
    if (!club) continue;
    rows.heldByIndex[i] = club.id;
    rows.userId.push(network.ids[i]!);
    rows.clubId.push(club.id);
    rows.directs.push(m.directs);
    rows.network.push(cappedNetwork(m.lines, club.maxPerDirect));
    rows.minorTeam.push(m.minorTeam);
  }
  return rows;
}

/** Replaces the period's rows of one kind, set-based in batches. */
async function writeKind(tx: Tx, period: string, isTravel: boolean, rows: KindRows): Promise<void> {
  await tx.execute(sql`delete from club_qualifications where period = ${period} and is_travel = ${isTravel}`);
  for (let start = 0; start < rows.userId.length; start += WRITE_BATCH) {
    const col = (values: number[]) => intArray(values.slice(start, start + WRITE_BATCH));
    await tx.execute(sql`
      insert into club_qualifications (period, user_id, is_travel, club_id, directs, network, minor_team)
      select ${period}, v.id, ${isTravel}, v.club, v.directs, v.network, v.minor
      from unnest(${col(rows.userId)}::int[], ${col(rows.clubId)}::int[], ${col(rows.directs)}::int[], ${col(rows.network)}::int[],
        ${col(rows.minorTeam)}::int[]) as v(id, club, directs, network, minor)`);
  }
}

/** Records that the period was qualified, with its counts (a rerun replaces them). */
async function recordRun(tx: Tx, period: string, general: KindRows, travel: KindRows): Promise<void> {
  await tx.execute(sql`
    insert into club_pass_runs (period, candidates, candidates_travel, qualified, qualified_travel)
    values (${period}, ${general.candidates}, ${travel.candidates}, ${general.userId.length}, ${travel.userId.length})
    on conflict (period) do update set candidates = excluded.candidates, candidates_travel = excluded.candidates_travel,
      qualified = excluded.qualified, qualified_travel = excluded.qualified_travel, ran_at = now()`);
}

/**
 * Sets `club` / `clubTravel` to what the pass gave and `rightToCollection` to whether a club held gives it, writing
 * only the members whose values change (set-based in batches).
 */
async function applyToMembers(tx: Tx, network: ClubNetwork, general: KindRows, travel: KindRows, collecting: Set<number>): Promise<number> {
  const right = (i: number) => (collecting.has(general.heldByIndex[i]!) || collecting.has(travel.heldByIndex[i]!) ? 1 : 0);
  const changed: number[] = [];
  for (let i = 0; i < network.ids.length; i += 1) {
    if (general.heldByIndex[i] !== network.club[i] || travel.heldByIndex[i] !== network.clubTravel[i] || right(i) !== network.rightToCollection[i]) {
      changed.push(i);
    }
  }
  for (let start = 0; start < changed.length; start += WRITE_BATCH) {
    const batch = changed.slice(start, start + WRITE_BATCH);
    const col = (value: (i: number) => number) => intArray(batch.map(value));
    await tx.execute(sql`
      update users u set club_id = nullif(v.club, 0), club_travel_id = nullif(v.travel, 0), right_to_collection = v.collects = 1
      from unnest(${col((i) => network.ids[i]!)}::int[], ${col((i) => general.heldByIndex[i]!)}::int[],
        ${col((i) => travel.heldByIndex[i]!)}::int[], ${col(right)}::int[]) as v(id, club, travel, collects)
      where u.id = v.id`);
  }
  return changed.length;
}

export interface ClubPassResult {
  period: string;
  members: number;
  candidates: number;
  candidatesTravel: number;
  qualified: number;
  qualifiedTravel: number;
  /** Members whose club, travel club or right to collect the pass changed. */
  membersChanged: number;
  loadMs: number;
  computeMs: number;
  writeMs: number;
}

/**
 * The monthly club qualification (issue 17) of `period` (`YYYY-MM`): reads every member once, measures directs,
 * capped lines and minor teams bottom-up in memory (both trees as they are now), applies the domain's rules to
 * every candidate, then in one transaction replaces the period's rows (one per member qualified), records the run and
 * sets the members' clubs, set-based.
 * Running a period again replaces its rows with the same result for the same network.
 */
export async function runClubPass(db: Db, period: string, progress: JobProgress = noProgress): Promise<ClubPassResult> {
  const t0 = performance.now();
  // Two steps for the console's bar: load and measure the network, then write the result (one transaction).
  await progress(0, 2);
  const [network, general, travel] = await Promise.all([loadClubNetwork(db), activeClubs(db, false), activeClubs(db, true)]);
  const t1 = performance.now();
  const tree = sponsorTree(network);
  const minor = minorTeams(network);
  const kinds = [
    { isTravel: false, rows: qualifyKind(network, measureKind(network, tree, minor.general, false), general) },
    { isTravel: true, rows: qualifyKind(network, measureKind(network, tree, minor.travel, true), travel) },
  ];
  const collecting = new Set([...general, ...travel].filter((c) => c.rightToCollection).map((c) => c.id));
  const t2 = performance.now();
  await progress(1, 2);
  let membersChanged = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLUB_PASS_LOCK})`);
    for (const { isTravel, rows } of kinds) await writeKind(tx, period, isTravel, rows);
    await recordRun(tx, period, kinds[0]!.rows, kinds[1]!.rows);
    membersChanged = await applyToMembers(tx, network, kinds[0]!.rows, kinds[1]!.rows, collecting);
  });
  await progress(2, 2);
  const [g, t] = kinds.map((k) => k.rows);
  return {
    period, members: network.ids.length, candidates: g!.candidates, candidatesTravel: t!.candidates,
    qualified: g!.userId.length, qualifiedTravel: t!.userId.length, membersChanged, loadMs: t1 - t0, computeMs: t2 - t1, writeMs: performance.now() - t2,
  };
}

export const clubQualificationJob: JobDefinition = {
  name: 'club-monthly-qualification',
  periodKey: (now) => lastEndedMonth(madridDay(now)),
  // An admin's "run now" carries its own key: it qualifies the month that has just ended again.
  run: async (db, periodKey, progress) => ({ ...(await runClubPass(db, MONTH_PATTERN.test(periodKey) ? periodKey : lastEndedMonth(madridDay()), progress)) }),
};

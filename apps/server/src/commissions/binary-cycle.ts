import { addDays, lastEndedWeek, madridDay, weekBounds, ISO_WEEK_PATTERN } from '@vo/domain';
import { sql, type SQL } from 'drizzle-orm';
import { intArray, textArray } from '../db/array-literal';
import type { Db, Tx } from '../db/client';
import { companyDayStart } from '../db/company-day';
import { indexById, integerColumns, MEMBER_IDS, type IdRange } from '../db/integer-columns';
import { AppError } from '../lib/errors';
import { noProgress, type JobProgress } from '../lib/jobs/job-progress';
import { runJobOnce, type JobDefinition } from '../lib/jobs/job-runner';
import { addVolumeByMember, waitForVolumeWriters } from '../network/volumes';
import { pairBinaryWeek, type BinaryWeekInput, type UnpaidReason } from './binary-pairing';
import { creditCommissions } from './credit-commission';
import { rowsOf } from '../db/rows';

/** Audit rows per statement, and paid members per set-based credit (each loads and locks their accounts). */
const AUDIT_BATCH = 50_000;
const BONUS_BATCH = 5_000;
const LEFT = 1;
const EARNS = 2;
const UP_TO_DATE = 4;
const BINARY_ACTIVE = 8;
/** Serialises the write of cycle runs (two weeks run at once must not both start from the same carries). */
const CYCLE_LOCK = 74_210_006;

/** The run before this one: where its volume ended and whose carries this one starts from. */
interface PreviousRun {
  week: string | null;
  volumeUntil: Date | null;
}

/**
 * Every placed member as the pairing's input: id, binary parent, depth, flags (LEFT, EARNS, UP_TO_DATE at the
 * week's Sunday, BINARY_ACTIVE), the carry the previous run left (its audit row; none means nothing was carried),
 * the plan's binary percentage and weekly cap, and the volume recorded since that run up to the week's end.
 */
async function loadWeek(db: Db, weekEnd: Date, sunday: string, previous: PreviousRun): Promise<{ ids: Int32Array; input: BinaryWeekInput }> {
  const flag = (condition: SQL, bit: number) => sql`${bit} * (coalesce(${condition}, false))::int`;
  const week = await integerColumns(db, {
    columns: {
      id: sql`u.id`,
      parent: sql`coalesce(u.binary_parent_id, 0)`,
      depth: sql`u.binary_depth`,
      flags: sql`${flag(sql`u.position = 'left'`, LEFT)} + ${flag(sql`m.earns_commissions and not u.is_system`, EARNS)}
        + ${flag(sql`u.is_active and not u.is_blocked and u.paid_until >= ${sunday}::date`, UP_TO_DATE)}
        + ${flag(sql`u.left_active_directs > 0 and u.right_active_directs > 0`, BINARY_ACTIVE)}`,
      carryLeft: sql`coalesce(c.left_carry, 0)`,
      carryRight: sql`coalesce(c.right_carry, 0)`,
      binaryBp: sql`coalesce(m.binary_bp, 0)`,
      cap: sql`coalesce(m.weekly_binary_cap, 0)`,
    },
    bounds: MEMBER_IDS,
    from: (inRange: IdRange) => sql`
      from users u
      left join memberships m on m.id = u.membership_id
      left join binary_cycle_results c on c.user_id = u.id and c.week = ${previous.week} and ${inRange(sql`c.user_id`)}
      where u.binary_jump_id is not null and ${inRange(sql`u.id`)}`,
  });
  const ids = Int32Array.from(week.id);
  const indexOf = indexById(ids);
  const ownVolume = new Float64Array(ids.length);
  await addVolumeByMember(db, { since: previous.volumeUntil ?? undefined, until: weekEnd }, indexOf, ownVolume);
  return {
    ids,
    input: {
      parent: Int32Array.from(week.parent, indexOf),
      isLeft: Uint8Array.from(week.flags, (f) => f & LEFT),
      depth: Int32Array.from(week.depth),
      ownVolume,
      carryLeft: week.carryLeft,
      carryRight: week.carryRight,
      unpaidReason: Array.from(week.flags, unpaidReason),
      binaryBp: Int32Array.from(week.binaryBp),
      cap: week.cap,
    },
  };
}

function unpaidReason(flags: number): UnpaidReason | null {
  if (!(flags & EARNS)) return 'plan_without_commissions';
  if (!(flags & UP_TO_DATE)) return 'out_of_date';
  return flags & BINARY_ACTIVE ? null : 'not_binary_active';
}

/**
 * Whether the week has run, the latest run (by week) before it, the week's end as an instant and the
 * database's clock, the one that stamps the volume rows.
 */
async function cycleState(db: Db | Tx, week: string, end: string) {
  const [row] = rowsOf<{ week_end: Date | string; now: Date | string; done: boolean; latest: string | null; volume_until: Date | string | null }>(await db.execute(sql`
    select ${companyDayStart(end)} as week_end, clock_timestamp() as now,
      exists (select 1 from binary_cycle_runs where week = ${week}) as done,
      r.week as latest, r.volume_until
    from (select 1) one left join (select week, volume_until from binary_cycle_runs order by week desc limit 1) r on true`));
  return {
    weekEnd: new Date(row!.week_end),
    now: new Date(row!.now),
    done: row!.done,
    previous: { week: row!.latest, volumeUntil: row!.volume_until === null ? null : new Date(row!.volume_until) } satisfies PreviousRun,
  };
}

/** The cycle's steps for the console's bar: load, pair, write (one transaction), done. */
const STEPS = 3;

const NOTHING = { members: 0, withVolume: 0, paid: 0, bonusCents: 0, bonusMs: 0, loadMs: 0, computeMs: 0, writeMs: 0 };

/**
 * The weekly binary cycle (DESIGN.md section 7) for an ISO week that has ended, in week order: pairs
 * every member's legs in memory, then in one transaction records the run (its primary key pays a
 * week once), writes an audit row per member with volume (with the carries the next run starts
 * from) and posts the bonuses as retained commissions, set-based. The week's volume is what was
 * recorded since the previous run up to the week's end, read once every writer of it has committed.
 * The week has ended by the database's clock, which stamps the volume (`now` stands in for it in tests).
 */
export async function runBinaryCycle(db: Db, week: string, now?: Date, progress: JobProgress = noProgress) {
  const { end } = weekBounds(week);
  const state = await cycleState(db, week, end);
  if (state.done) return { week, alreadyRun: true, ...NOTHING };
  if (state.weekEnd.getTime() > (now ?? state.now).getTime()) throw new AppError('BINARY_WEEK_NOT_ENDED');
  if (state.previous.week !== null && state.previous.week > week) throw new AppError('BINARY_WEEK_SUPERSEDED');
  const sunday = addDays(end, -1);
  const t0 = performance.now();
  await progress(0, STEPS);
  await waitForVolumeWriters(db);
  const { ids, input } = await loadWeek(db, state.weekEnd, sunday, state.previous);
  const t1 = performance.now();
  await progress(1, STEPS);
  const r = pairBinaryWeek(input);
  const touched: number[] = [];
  for (let i = 0; i < ids.length; i += 1) if (r.left[i]! > 0 || r.right[i]! > 0) touched.push(i);
  // In member order: each audit row then lands at the right end of the (week, member) key.
  touched.sort((a, b) => ids[a]! - ids[b]!);
  const bonuses = touched.filter((i) => r.bonus[i]! > 0).map((i) => ({
    kind: 'commission.binary', reason: 'binary_bonus', reference: `binary:${week}`, credits: [{ earnerId: ids[i]!, amount: r.bonus[i]! }],
  }));
  const bonusCents = bonuses.reduce((sum, b) => sum + b.credits[0]!.amount, 0);
  const t2 = performance.now();
  await progress(2, STEPS);

  const outcome = await db.transaction(async (tx) => {
    // Runs write one at a time; a run that committed since the load makes this one stale.
    await tx.execute(sql`select pg_advisory_xact_lock(${CYCLE_LOCK})`);
    const current = await cycleState(tx, week, end);
    if (current.done) return { alreadyRun: true, paid: 0, bonusCents: 0, bonusMs: 0 };
    if (current.previous.week !== state.previous.week) throw new AppError('BINARY_WEEK_SUPERSEDED');
    await tx.execute(sql`insert into binary_cycle_runs (week, volume_until, members, with_volume, paid, bonus)
      values (${week}, ${state.weekEnd.toISOString()}::timestamptz, ${ids.length}, ${touched.length}, ${bonuses.length}, ${bonusCents})`);
    for (let start = 0; start < touched.length; start += AUDIT_BATCH) {
      const batch = touched.slice(start, start + AUDIT_BATCH);
      const col = (values: ArrayLike<number>) => intArray(batch.map((i) => values[i]!));
      const reasons = textArray(batch.map((i) => input.unpaidReason[i] ?? null));
      await tx.execute(sql`
        insert into binary_cycle_results (week, user_id, "left", "right", pair, bonus, cap_applied, left_carry, right_carry, reason)
        select ${week}, v.id, v.l, v.r, v.pair, v.bonus, v.capped = 1, v.lc, v.rc, v.reason
        from unnest(${col(ids)}::int[], ${col(r.left)}::bigint[], ${col(r.right)}::bigint[], ${col(r.pair)}::bigint[], ${col(r.bonus)}::bigint[],
          ${col(r.capApplied)}::int[], ${col(r.leftCarry)}::bigint[], ${col(r.rightCarry)}::bigint[], ${reasons}::text[])
          as v(id, l, r, pair, bonus, capped, lc, rc, reason)`);
    }
    const bonusStart = performance.now();
    for (let start = 0; start < bonuses.length; start += BONUS_BATCH) await creditCommissions(tx, bonuses.slice(start, start + BONUS_BATCH));
    return { alreadyRun: false, paid: bonuses.length, bonusCents, bonusMs: performance.now() - bonusStart };
  });
  const t3 = performance.now();
  await progress(STEPS, STEPS);
  return { week, members: ids.length, withVolume: touched.length, ...outcome, loadMs: t1 - t0, computeMs: t2 - t1, writeMs: t3 - t2 };
}

/** Sunday night (Europe/Madrid): the first tick of a new week runs the week that has just ended. */
export const binaryCycleJob: JobDefinition = {
  name: 'binary-weekly-cycle',
  periodKey: (now) => lastEndedWeek(madridDay(now)),
  // An admin's "run now" carries its own key: it runs the last ended week (a week already run pays nothing).
  run: (db, periodKey, progress) => runBinaryCycle(db, ISO_WEEK_PATTERN.test(periodKey) ? periodKey : lastEndedWeek(madridDay()), undefined, progress),
};

/** What one run of the cycle did (a week already paid answers `alreadyRun` and zeros); bonus in cents, timings in ms. */
export type BinaryCycleRunOutcome = Awaited<ReturnType<typeof runBinaryCycle>>;

/**
 * POST /api/admin/binary_cycles: the week's run claimed through the job runner like a scheduled one, so across
 * every instance the week runs once; `skipped` when its run was already claimed.
 */
export async function runBinaryCycleWeek(db: Db, week: string) {
  const outcome = await runJobOnce(db, binaryCycleJob, week);
  // The job's details are what runBinaryCycle returned (the runner stores them untyped).
  return outcome.status === 'done' ? { ...outcome, details: outcome.details as BinaryCycleRunOutcome } : outcome;
}

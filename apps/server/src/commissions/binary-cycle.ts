import { lastEndedWeek, madridDay, weekBounds, ISO_WEEK_PATTERN } from '@vo/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import { intArray, textArray } from '../db/array-literal';
import type { Db, Tx } from '../db/client';
import { integerColumns } from '../db/integer-columns';
import { binaryCycleResults } from '../db/schema';
import type { JobDefinition } from '../lib/jobs/job-runner';
import { pairBinaryWeek, type BinaryWeekInput, type UnpaidReason } from './binary-pairing';
import { creditCommissions } from './credit-commission';

/** Audit rows per statement, and paid members per set-based credit (each loads and locks their accounts). */
const AUDIT_BATCH = 50_000;
const BONUS_BATCH = 5_000;
const LEFT = 1;
const EARNS = 2;
const UP_TO_DATE = 4;
const BINARY_ACTIVE = 8;

/**
 * Every placed member as integer columns: id, binary parent, depth, flags (LEFT, EARNS, UP_TO_DATE at
 * the week's Sunday, BINARY_ACTIVE), this week's volume (generated before the week's end, Madrid
 * time), the carry left by the latest cycle run (its audit row; none means nothing was carried), and
 * the plan's binary percentage and weekly cap.
 */
async function loadWeek(db: Db, end: string, sunday: string) {
  const flag = (condition: SQL, bit: number) => sql`${bit} * (coalesce(${condition}, false))::int`;
  return integerColumns(db, {
    id: sql`u.id`,
    parent: sql`coalesce(u.binary_parent_id, 0)`,
    depth: sql`u.binary_depth`,
    flags: sql`${flag(sql`u.position = 'left'`, LEFT)} + ${flag(sql`m.earns_commissions and not u.is_system`, EARNS)}
      + ${flag(sql`u.is_active and not u.is_blocked and u.paid_until >= ${sunday}::date`, UP_TO_DATE)}
      + ${flag(sql`u.left_active_directs > 0 and u.right_active_directs > 0`, BINARY_ACTIVE)}`,
    own: sql`coalesce(v.points, 0)`,
    carryLeft: sql`coalesce(c.left_carry, 0)`,
    carryRight: sql`coalesce(c.right_carry, 0)`,
    binaryBp: sql`coalesce(m.binary_bp, 0)`,
    cap: sql`coalesce(m.weekly_binary_cap, 0)`,
  }, sql`
    from users u
    left join memberships m on m.id = u.membership_id
    left join binary_cycle_results c on c.user_id = u.id and c.week = (select week from binary_cycle_results order by id desc limit 1)
    left join (
      select user_id, sum(points) as points from network_volumes
      where cycled_in is null and created_at < (${end}::date)::timestamp at time zone 'Europe/Madrid' group by user_id) v on v.user_id = u.id
    where u.binary_jump_id is not null`);
}

function unpaidReason(flags: number): UnpaidReason | null {
  if (!(flags & EARNS)) return 'plan_without_commissions';
  if (!(flags & UP_TO_DATE)) return 'out_of_date';
  return flags & BINARY_ACTIVE ? null : 'not_binary_active';
}

function toInput(week: Awaited<ReturnType<typeof loadWeek>>): { ids: Int32Array; input: BinaryWeekInput } {
  const ids = Int32Array.from(week.id);
  const indexOf = new Int32Array(ids.reduce((max, id) => Math.max(max, id), 0) + 1).fill(-1);
  ids.forEach((id, i) => (indexOf[id] = i));
  return {
    ids,
    input: {
      parent: Int32Array.from(week.parent, (p) => (p > 0 ? indexOf[p]! : -1)),
      isLeft: Uint8Array.from(week.flags, (f) => f & LEFT),
      depth: Int32Array.from(week.depth),
      ownVolume: week.own,
      carryLeft: week.carryLeft,
      carryRight: week.carryRight,
      unpaidReason: Array.from(week.flags, unpaidReason),
      binaryBp: Int32Array.from(week.binaryBp),
      cap: week.cap,
    },
  };
}

const weekAlreadyRun = async (db: Db | Tx, week: string) =>
  (await db.select({ id: binaryCycleResults.id }).from(binaryCycleResults).where(eq(binaryCycleResults.week, week)).limit(1)).length > 0;

/**
 * The weekly binary cycle (DESIGN.md section 7) for an ISO week: pairs every member's legs in memory,
 * then in one transaction writes an audit row per member with volume (with the carries the next run
 * starts from), the bonuses as retained commissions (set-based), and marks the
 * week's volume as cycled. A week already run pays nothing new.
 */
export async function runBinaryCycle(db: Db, week: string) {
  const { end } = weekBounds(week);
  // A replay answers at once instead of loading the network (checked again inside the write, against a race).
  if (await weekAlreadyRun(db, week)) return { week, members: 0, withVolume: 0, alreadyRun: true, paid: 0, bonusCents: 0, bonusMs: 0, loadMs: 0, computeMs: 0, writeMs: 0 };
  const sunday = madridDay(new Date(Date.parse(`${end}T12:00:00Z`) - 86_400_000));
  const t0 = performance.now();
  const loaded = await loadWeek(db, end, sunday);
  const t1 = performance.now();
  const { ids, input } = toInput(loaded);
  const r = pairBinaryWeek(input);
  const touched: number[] = [];
  for (let i = 0; i < ids.length; i += 1) if (r.left[i]! > 0 || r.right[i]! > 0) touched.push(i);
  const t2 = performance.now();

  const outcome = await db.transaction(async (tx) => {
    if (await weekAlreadyRun(tx, week)) return { alreadyRun: true, paid: 0, bonusCents: 0, bonusMs: 0 };
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
    const bonuses = touched.filter((i) => r.bonus[i]! > 0).map((i) => ({
      earnerId: ids[i]!, amount: r.bonus[i]!, kind: 'commission.binary', reason: 'binary_bonus', reference: `binary:${week}`,
    }));
    const bonusStart = performance.now();
    for (let start = 0; start < bonuses.length; start += BONUS_BATCH) await creditCommissions(tx, bonuses.slice(start, start + BONUS_BATCH));
    const bonusMs = performance.now() - bonusStart;
    await tx.execute(sql`update network_volumes set cycled_in = ${week}
      where cycled_in is null and created_at < (${end}::date)::timestamp at time zone 'Europe/Madrid'`);
    return { alreadyRun: false, paid: bonuses.length, bonusCents: bonuses.reduce((sum, b) => sum + b.amount, 0), bonusMs };
  });
  const t3 = performance.now();
  return { week, members: ids.length, withVolume: touched.length, ...outcome, loadMs: t1 - t0, computeMs: t2 - t1, writeMs: t3 - t2 };
}

/** Sunday night (Europe/Madrid): the first tick of a new week runs the week that has just ended. */
export const binaryCycleJob: JobDefinition = {
  name: 'binary-weekly-cycle',
  periodKey: (now) => lastEndedWeek(madridDay(now)),
  // An admin's "run now" carries its own key: it runs the last ended week (a week already run pays nothing).
  run: (db, periodKey) => runBinaryCycle(db, ISO_WEEK_PATTERN.test(periodKey) ? periodKey : lastEndedWeek(madridDay())),
};

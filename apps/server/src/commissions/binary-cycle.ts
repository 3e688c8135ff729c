import { lastEndedWeek, madridDay, weekBounds, ISO_WEEK_PATTERN } from '@vo/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { binaryCycleResults } from '../db/schema';
import type { JobDefinition } from '../lib/jobs/job-runner';
import { pairBinaryWeek, type BinaryWeekInput, type UnpaidReason } from './binary-pairing';
import { creditCommission } from './credit-commission';

const WRITE_BATCH = 5_000;
type Row = Record<string, number | boolean | null>;

/** The placed members with this week's volume (generated before the week's end, Madrid time), carries and qualification. */
async function loadWeek(db: Db, end: string, sunday: string) {
  const result = await db.execute(sql`
    with volume as (
      select user_id, sum(points) as points from network_volumes
      where cycled_in is null and created_at < (${end}::date)::timestamp at time zone 'Europe/Madrid' group by user_id)
    select u.id, u.binary_parent_id as parent_id, u.position = 'left' as is_left, u.binary_depth as depth,
      coalesce(v.points, 0)::float8 as own, coalesce(c.left, 0)::float8 as carry_left, coalesce(c.right, 0)::float8 as carry_right,
      (coalesce(m.earns_commissions, false) and not u.is_system) as earns,
      (u.is_active and not u.is_blocked and u.paid_until >= ${sunday}::date) as up_to_date,
      (u.left_active_directs > 0 and u.right_active_directs > 0) as binary_active,
      coalesce(m.binary_bp, 0) as binary_bp, coalesce(m.weekly_binary_cap, 0)::float8 as cap
    from users u
    left join memberships m on m.id = u.membership_id
    left join binary_carry c on c.user_id = u.id
    left join volume v on v.user_id = u.id
    where u.binary_jump_id is not null`);
  return (result as unknown as { rows: Row[] }).rows;
}

function unpaidReason(r: Row): UnpaidReason | null {
  if (!r.earns) return 'plan_without_commissions';
  if (!r.up_to_date) return 'out_of_date';
  return r.binary_active ? null : 'not_binary_active';
}

function toInput(rows: Row[]): { ids: Int32Array; input: BinaryWeekInput } {
  const n = rows.length;
  const ids = Int32Array.from(rows.map((r) => Number(r.id)));
  const indexOf = new Map<number, number>();
  ids.forEach((id, i) => indexOf.set(id, i));
  return {
    ids,
    input: {
      parent: Int32Array.from(rows.map((r) => (r.parent_id === null ? -1 : (indexOf.get(Number(r.parent_id)) ?? -1)))),
      isLeft: Uint8Array.from(rows.map((r) => (r.is_left ? 1 : 0))),
      depth: Int32Array.from(rows.map((r) => Number(r.depth))),
      ownVolume: Float64Array.from(rows.map((r) => Number(r.own))),
      carryLeft: Float64Array.from(rows.map((r) => Number(r.carry_left))),
      carryRight: Float64Array.from(rows.map((r) => Number(r.carry_right))),
      unpaidReason: rows.map(unpaidReason),
      binaryBp: Int32Array.from(rows.map((r) => Number(r.binary_bp))),
      cap: new Float64Array(n).map((_, i) => Number(rows[i]!.cap)),
    },
  };
}

const asArray = (values: ArrayLike<number | string>) => `{${Array.from(values).join(',')}}`;

/**
 * The weekly binary cycle (DESIGN.md section 7) for an ISO week: pairs every member's legs in memory,
 * then in one transaction writes an audit row per member with volume, the carries, each bonus as a
 * retained commission, and marks the week's volume as cycled. A week already run pays nothing new.
 */
const weekAlreadyRun = async (db: Db | Tx, week: string) =>
  (await db.select({ id: binaryCycleResults.id }).from(binaryCycleResults).where(eq(binaryCycleResults.week, week)).limit(1)).length > 0;

export async function runBinaryCycle(db: Db, week: string) {
  const { end } = weekBounds(week);
  // A replay answers at once instead of loading the network (checked again inside the write, against a race).
  if (await weekAlreadyRun(db, week)) return { week, members: 0, withVolume: 0, alreadyRun: true, paid: 0, bonusCents: 0, loadMs: 0, computeMs: 0, writeMs: 0 };
  const sunday = madridDay(new Date(Date.parse(`${end}T12:00:00Z`) - 86_400_000));
  const t0 = performance.now();
  const rows = await loadWeek(db, end, sunday);
  const t1 = performance.now();
  const { ids, input } = toInput(rows);
  const r = pairBinaryWeek(input);
  const touched: number[] = [];
  for (let i = 0; i < ids.length; i += 1) if (r.left[i]! > 0 || r.right[i]! > 0) touched.push(i);
  const t2 = performance.now();

  const outcome = await db.transaction(async (tx) => {
    if (await weekAlreadyRun(tx, week)) return { alreadyRun: true, paid: 0, bonusCents: 0 };
    for (let start = 0; start < touched.length; start += WRITE_BATCH) {
      const batch = touched.slice(start, start + WRITE_BATCH);
      const col = (values: ArrayLike<number>) => asArray(batch.map((i) => values[i]!));
      const reasons = `{${batch.map((i) => input.unpaidReason[i] ?? 'NULL').join(',')}}`;
      await tx.execute(sql`
        insert into binary_cycle_results (week, user_id, "left", "right", pair, bonus, cap_applied, left_carry, right_carry, reason)
        select ${week}, v.id, v.l, v.r, v.pair, v.bonus, v.capped = 1, v.lc, v.rc, v.reason
        from unnest(${col(ids)}::int[], ${col(r.left)}::bigint[], ${col(r.right)}::bigint[], ${col(r.pair)}::bigint[], ${col(r.bonus)}::bigint[],
          ${col(r.capApplied)}::int[], ${col(r.leftCarry)}::bigint[], ${col(r.rightCarry)}::bigint[], ${reasons}::text[])
          as v(id, l, r, pair, bonus, capped, lc, rc, reason)`);
      await tx.execute(sql`
        insert into binary_carry (user_id, "left", "right")
        select v.id, v.lc, v.rc from unnest(${col(ids)}::int[], ${col(r.leftCarry)}::bigint[], ${col(r.rightCarry)}::bigint[]) as v(id, lc, rc)
        on conflict (user_id) do update set "left" = excluded."left", "right" = excluded."right"`);
    }
    let paid = 0;
    let bonusCents = 0;
    for (const i of touched) {
      if (!r.bonus[i]) continue;
      await creditCommission(tx, { earnerId: ids[i]!, amount: r.bonus[i]!, kind: 'commission.binary', reason: 'binary_bonus', reference: `binary:${week}` });
      paid += 1;
      bonusCents += r.bonus[i]!;
    }
    await tx.execute(sql`update network_volumes set cycled_in = ${week}
      where cycled_in is null and created_at < (${end}::date)::timestamp at time zone 'Europe/Madrid'`);
    return { alreadyRun: false, paid, bonusCents };
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

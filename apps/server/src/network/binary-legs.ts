import { centsToEuros, type BinaryLegs } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { intArray } from '../db/array-literal';
import type { Tx } from '../db/client';

/** A member's binary legs as user_leg_totals holds them, in cents. */
export interface BinaryLegsRow {
  leftPoints: number;
  rightPoints: number;
  leftCarry: number;
  rightCarry: number;
}

/**
 * The one reading of a member's binary legs (issue 18 item 21): this week's leg volume and the carries the
 * latest cycle left, in euros. The tree's nodes, the User (general view) and the weekly card all show it.
 */
export const presentBinaryLegs = (row: BinaryLegsRow): BinaryLegs => ({
  leftPoints: centsToEuros(row.leftPoints),
  rightPoints: centsToEuros(row.rightPoints),
  leftCarry: centsToEuros(row.leftCarry),
  rightCarry: centsToEuros(row.rightCarry),
});

/**
 * In the cycle's transaction: the week's leg volume is now in its audit rows, so every member's week
 * points start again from 0 and the carries become the audit's (`[member id, left, right]` in cents,
 * only the non-zero ones). Volume recorded after the week's end reappears with the next daily pass.
 * Each user_leg_totals row is written at most once and only if a value changes (decisions 116, 118).
 */
export async function moveLegsToCarries(tx: Tx, carries: Array<[number, number, number]>): Promise<void> {
  const column = (k: 0 | 1 | 2) => intArray(carries.map((c) => c[k]));
  const carried = sql`unnest(${column(0)}::int[], ${column(1)}::bigint[], ${column(2)}::bigint[]) as v(id, lc, rc)`;
  await tx.execute(sql`update user_leg_totals t set left_points = 0, right_points = 0, left_carry = 0, right_carry = 0
    where (t.left_points <> 0 or t.right_points <> 0 or t.left_carry <> 0 or t.right_carry <> 0)
      and not exists (select 1 from ${carried} where v.id = t.user_id)`);
  await tx.execute(sql`insert into user_leg_totals as t (user_id, left_carry, right_carry) select v.id, v.lc, v.rc from ${carried}
    on conflict (user_id) do update set left_points = 0, right_points = 0, left_carry = excluded.left_carry, right_carry = excluded.right_carry
    where (t.left_points, t.right_points, t.left_carry, t.right_carry) is distinct from (0::bigint, 0::bigint, excluded.left_carry, excluded.right_carry)`);
}

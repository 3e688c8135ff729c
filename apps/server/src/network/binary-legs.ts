import { centsToEuros, type BinaryLegs } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { intArray } from '../db/array-literal';
import type { Tx } from '../db/client';

/** A member's binary legs as the users row holds them, in cents. */
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
 * Each users row is written at most once and only if a value changes: a wide row rewritten costs its
 * every index (decision 116).
 */
export async function moveLegsToCarries(tx: Tx, carries: Array<[number, number, number]>): Promise<void> {
  const column = (k: 0 | 1 | 2) => intArray(carries.map((c) => c[k]));
  const carried = sql`unnest(${column(0)}::int[], ${column(1)}::bigint[], ${column(2)}::bigint[]) as v(id, lc, rc)`;
  await tx.execute(sql`update users u set left_points = 0, right_points = 0, left_carry = 0, right_carry = 0
    where (u.left_points <> 0 or u.right_points <> 0 or u.left_carry <> 0 or u.right_carry <> 0)
      and not exists (select 1 from ${carried} where v.id = u.id)`);
  await tx.execute(sql`update users u set left_points = 0, right_points = 0, left_carry = v.lc, right_carry = v.rc
    from ${carried} where u.id = v.id
      and (u.left_points, u.right_points, u.left_carry, u.right_carry) is distinct from (0::bigint, 0::bigint, v.lc, v.rc)`);
}

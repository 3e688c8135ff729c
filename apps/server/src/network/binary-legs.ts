import { centsToEuros, type BinaryLegs } from '@vo/domain';

/** A member's binary legs as network/user-leg-totals.ts reads them, in cents. */
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

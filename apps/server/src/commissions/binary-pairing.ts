import type { BinaryUnpaidReason } from '@vo/domain';
import { childrenFirst } from '../network/leg-totals';

/** Why a member with volume earned nothing this week (the domain's list). */
export type UnpaidReason = BinaryUnpaidReason;

/** The binary tree and this week's inputs as parallel arrays (index = member), for a million members in memory. */
export interface BinaryWeekInput {
  /** Index of the binary parent, -1 for the root. */
  parent: Int32Array;
  isLeft: Uint8Array;
  depth: Int32Array;
  /** Points the member generated this week (cents of a point). */
  ownVolume: Float64Array;
  carryLeft: Float64Array;
  carryRight: Float64Array;
  /** Null when qualified, else why not. */
  unpaidReason: (UnpaidReason | null)[];
  binaryBp: Int32Array;
  /** Weekly cap in cents. */
  cap: Float64Array;
}

export interface BinaryWeekResult {
  left: Float64Array;
  right: Float64Array;
  pair: Float64Array;
  bonus: Float64Array;
  capApplied: Uint8Array;
  leftCarry: Float64Array;
  rightCarry: Float64Array;
}

/**
 * DESIGN.md section 7 binary cycle, pure: each leg = carry + the week's volume of every member below
 * on that side (one bottom-up pass); a qualified member pairs min(left, right), earns the pair × their
 * level's percentage up to the weekly cap, and carries the remainder of each leg; anyone else keeps
 * both legs whole and earns nothing.
 */
export function pairBinaryWeek(input: BinaryWeekInput): BinaryWeekResult {
  const n = input.parent.length;
  const below = [new Float64Array(n), new Float64Array(n)];
  for (const i of childrenFirst(input.parent, input.depth)) {
    const p = input.parent[i]!;
    if (p < 0) continue;
    below[input.isLeft[i] ? 0 : 1]![p]! += input.ownVolume[i]! + below[0]![i]! + below[1]![i]!;
  }
  const r: BinaryWeekResult = {
    left: new Float64Array(n), right: new Float64Array(n), pair: new Float64Array(n), bonus: new Float64Array(n),
    capApplied: new Uint8Array(n), leftCarry: new Float64Array(n), rightCarry: new Float64Array(n),
  };
  for (let i = 0; i < n; i += 1) {
    // Refunds record negative volume; a leg never goes below zero (what was already paid stays paid).
    const left = Math.max(0, input.carryLeft[i]! + below[0]![i]!);
    const right = Math.max(0, input.carryRight[i]! + below[1]![i]!);
    r.left[i] = left;
    r.right[i] = right;
    const pair = input.unpaidReason[i] === null ? Math.min(left, right) : 0;
    // Half up to the cent, in integers: pair × bp / 10 000.
    const uncapped = Math.floor((pair * input.binaryBp[i]! + 5_000) / 10_000);
    r.pair[i] = pair;
    r.bonus[i] = Math.min(uncapped, input.cap[i]!);
    r.capApplied[i] = uncapped > input.cap[i]! ? 1 : 0;
    r.leftCarry[i] = left - pair;
    r.rightCarry[i] = right - pair;
  }
  return r;
}

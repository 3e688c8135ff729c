import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairBinaryWeek, type BinaryWeekInput, type UnpaidReason } from './binary-pairing';

/** A tree given as (parent, side) per member after the root; volumes and qualification per member. */
function weekOf(nodes: { parent: number; left: boolean; own: number; carryL: number; carryR: number; reason: UnpaidReason | null }[], bp = 1_000, cap = 25_000): BinaryWeekInput {
  const n = nodes.length;
  const depth = new Int32Array(n);
  nodes.forEach((node, i) => (depth[i] = node.parent < 0 ? 0 : depth[node.parent]! + 1));
  return {
    parent: Int32Array.from(nodes.map((x) => x.parent)), isLeft: Uint8Array.from(nodes.map((x) => (x.left ? 1 : 0))), depth,
    ownVolume: Float64Array.from(nodes.map((x) => x.own)), carryLeft: Float64Array.from(nodes.map((x) => x.carryL)),
    carryRight: Float64Array.from(nodes.map((x) => x.carryR)), unpaidReason: nodes.map((x) => x.reason),
    binaryBp: new Int32Array(n).fill(bp), cap: new Float64Array(n).fill(cap),
  };
}

const node = (parent: number, left: boolean, own = 0, carryL = 0, carryR = 0, reason: UnpaidReason | null = null) => ({ parent, left, own, carryL, carryR, reason });

describe('weekly binary pairing', () => {
  it('hand-computed: pairs the lesser leg, carries the rest, caps the bonus', () => {
    // 0 has 1 on the left (own 300) with 3 below it on the left (own 200), and 2 on the right (own 150), plus 100 carried right.
    const result = pairBinaryWeek(weekOf([node(-1, true, 0, 0, 100_00), node(0, true, 300_00), node(0, false, 150_00), node(1, true, 200_00)]));
    expect([result.left[0], result.right[0], result.pair[0]]).toEqual([500_00, 250_00, 250_00]);
    expect(result.bonus[0]).toBe(25_00); // 10 % of 250
    expect([result.leftCarry[0], result.rightCarry[0]]).toEqual([250_00, 0]);
    expect([result.left[1], result.right[1], result.pair[1], result.leftCarry[1]]).toEqual([200_00, 0, 0, 200_00]);

    const capped = pairBinaryWeek(weekOf([node(-1, true), node(0, true, 5_000_00), node(0, false, 4_000_00)], 1_000, 250_00));
    expect([capped.pair[0], capped.bonus[0], capped.capApplied[0], capped.leftCarry[0]]).toEqual([4_000_00, 250_00, 1, 1_000_00]);
  });

  it('an unqualified member keeps both legs and earns nothing', () => {
    const result = pairBinaryWeek(weekOf([node(-1, true, 0, 0, 0, 'not_binary_active'), node(0, true, 100_00), node(0, false, 80_00)]));
    expect([result.pair[0], result.bonus[0], result.leftCarry[0], result.rightCarry[0]]).toEqual([0, 0, 100_00, 80_00]);
  });

  it('property: for every member, pair + carry = what was there, the cap holds, nothing is negative', () => {
    const reasons = fc.constantFrom<UnpaidReason | null>(null, null, null, 'not_binary_active', 'out_of_date');
    const tree = fc.array(fc.record({ pick: fc.nat(), left: fc.boolean(), own: fc.nat(100_000), carryL: fc.nat(50_000), carryR: fc.nat(50_000), reason: reasons }), { minLength: 1, maxLength: 60 });
    fc.assert(fc.property(tree, fc.integer({ min: 0, max: 2_000 }), fc.nat(100_000), (raw, bp, cap) => {
      const nodes = raw.map((x, i) => node(i === 0 ? -1 : x.pick % i, x.left, x.own, x.carryL, x.carryR, x.reason));
      const input = weekOf(nodes, bp, cap);
      const r = pairBinaryWeek(input);
      // The legs of each member are the carry plus the volume generated strictly below on that side.
      const below = (root: number, left: boolean) => nodes.reduce((sum, x, i) => {
        let j = i;
        while (j >= 0 && nodes[j]!.parent !== root) j = nodes[j]!.parent;
        return j >= 0 && j !== root && nodes[j]!.parent === root && nodes[j]!.left === left ? sum + x.own : sum;
      }, 0);
      nodes.forEach((x, i) => {
        expect(r.left[i]).toBe(x.carryL + below(i, true));
        expect(r.right[i]).toBe(x.carryR + below(i, false));
        expect(r.pair[i]! + r.leftCarry[i]!).toBe(r.left[i]);
        expect(r.pair[i]! + r.rightCarry[i]!).toBe(r.right[i]);
        expect(r.bonus[i]).toBeLessThanOrEqual(cap);
        expect(Math.min(r.leftCarry[i]!, r.rightCarry[i]!, r.bonus[i]!)).toBeGreaterThanOrEqual(0);
        if (x.reason !== null) expect(r.bonus[i]).toBe(0);
      });
    }));
  });
});

import { describe, expect, it } from 'vitest';
import { childJumpId, type JumpNode } from './binary-jump';

/** A straight line of `length` nodes below the root (id 1, depth 0), each placed by the formula as the server does. */
function line(length: number): Map<number, JumpNode> {
  const nodes = new Map<number, JumpNode>([[1, { id: 1, depth: 0, jumpId: 1 }]]);
  for (let id = 2; id <= length + 1; id += 1) {
    const parent = nodes.get(id - 1)!;
    nodes.set(id, { id, depth: parent.depth + 1, jumpId: childJumpId(parent, (n) => nodes.get(n)!) });
  }
  return nodes;
}

/** Steps to climb from `from` to `depth` by jump pointers, taking a jump only when it does not overshoot. */
function climb(nodes: Map<number, JumpNode>, from: number, depth: number): { id: number; steps: number } {
  let node = nodes.get(from)!;
  let steps = 0;
  while (node.depth > depth) {
    const jump = nodes.get(node.jumpId!)!;
    node = jump.depth >= depth ? jump : nodes.get(node.id - 1)!;
    steps += 1;
  }
  return { id: node.id, steps };
}

describe('skew-binary jump pointers', () => {
  it('point the root\'s children, and a node whose jump is unplaced, at the parent', () => {
    const root = { id: 1, depth: 0, jumpId: 1 };
    expect(childJumpId(root, () => root)).toBe(1);
    expect(childJumpId({ id: 5, depth: 3, jumpId: null }, () => { throw new Error('not read'); })).toBe(5);
    expect(childJumpId({ id: 5, depth: 3, jumpId: 4 }, () => ({ id: 4, depth: 2, jumpId: 0 }))).toBe(5);
  });

  it('skip two equal spans at once (Myers 1983)', () => {
    // The parent (depth 6) jumps to depth 5, which jumps to depth 4: equal spans, so the child jumps to depth 4.
    const nodes: Record<number, JumpNode> = { 6: { id: 6, depth: 5, jumpId: 5 }, 5: { id: 5, depth: 4, jumpId: 1 } };
    expect(childJumpId({ id: 7, depth: 6, jumpId: 6 }, (id) => nodes[id]!)).toBe(5);
    // Unequal spans: the child jumps to its parent.
    expect(childJumpId({ id: 7, depth: 6, jumpId: 6 }, () => ({ id: 6, depth: 5, jumpId: 2 }))).toBe(7);
  });

  it('reach any ancestor of a 10,000-deep line in O(log depth) steps', () => {
    const nodes = line(10_000);
    for (const depth of [0, 1, 4_999, 9_998]) {
      const { id, steps } = climb(nodes, 10_001, depth);
      expect(id).toBe(depth + 1);
      expect(steps).toBeLessThanOrEqual(3 * Math.ceil(Math.log2(10_001)));
    }
  });
});

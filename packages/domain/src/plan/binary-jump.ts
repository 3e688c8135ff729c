/** A node of the binary tree as its jump pointers see it; `jumpId` is null (or 0 in typed arrays) before it is placed. */
export interface JumpNode {
  id: number;
  depth: number;
  jumpId: number | null;
}

/**
 * Skew-binary jump pointer of a new child of `parent` (Myers 1983, DESIGN.md section 5): O(1) to set, O(log depth)
 * to climb. `nodeOf` reads a placed node; only the parent's jump and that node's own jump are asked for.
 */
export function childJumpId(parent: JumpNode, nodeOf: (id: number) => JumpNode): number {
  if (!parent.jumpId || parent.jumpId === parent.id) return parent.id;
  const jump = nodeOf(parent.jumpId);
  if (!jump.jumpId) return parent.id;
  const jumpOfJump = nodeOf(jump.jumpId);
  return parent.depth - jump.depth === jump.depth - jumpOfJump.depth ? jumpOfJump.id : parent.id;
}

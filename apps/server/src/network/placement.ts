import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { childJumpId, type JumpNode, type Leg } from '@vo/domain';
import type { Db, Tx } from '../db/client';
import { binaryChains, users } from '../db/schema';
import { rowsOf } from '../db/rows';

export interface Slot {
  parentId: number;
  position: Leg;
  depth: number;
  chainHeadId: number;
  jumpId: number;
}

export type Node = Pick<typeof users.$inferSelect, 'id' | 'position' | 'binaryChainHeadId' | 'binaryDepth' | 'binaryJumpId'>;

const nodeColumns = {
  id: users.id,
  position: users.position,
  binaryChainHeadId: users.binaryChainHeadId,
  binaryDepth: users.binaryDepth,
  binaryJumpId: users.binaryJumpId,
};

async function node(tx: Tx, id: number): Promise<Node> {
  const [row] = await tx.select(nodeColumns).from(users).where(eq(users.id, id));
  if (!row) throw new Error(`binary node ${id} not found`);
  return row;
}

/** Head of the chain of `side` edges that passes through `start`. */
const chainHead = (start: Node, side: Leg) =>
  start.position === side && start.binaryChainHeadId ? start.binaryChainHeadId : start.id;

/**
 * The outermost free slot of `side` below `start` (DESIGN.md section 5), in O(1) at any depth:
 * the chain's bottom is stored, and its row is locked so concurrent sign-ups queue for it.
 */
export async function outermostSlot(tx: Tx, start: Node, side: Leg): Promise<Slot> {
  const head = chainHead(start, side);
  const [chain] = await tx
    .select({ bottomId: binaryChains.bottomId })
    .from(binaryChains)
    .where(and(eq(binaryChains.headId, head), eq(binaryChains.side, side)))
    .for('update');
  if (!chain) throw new Error(`binary chain ${head}/${side} missing`);
  const parent = await node(tx, chain.bottomId);
  return { parentId: parent.id, position: side, depth: parent.binaryDepth + 1, chainHeadId: head, jumpId: await jumpFor(tx, parent) };
}

const jumpNodes = alias(users, 'jump_nodes');

/** The jump pointer of a new child of `parent` (the domain's `childJumpId`); the two nodes it may read come in one query. */
async function jumpFor(tx: Tx, parent: Node): Promise<number> {
  const known = new Map<number, JumpNode>();
  if (parent.binaryJumpId) {
    const [jump] = await tx
      .select({ id: users.id, depth: users.binaryDepth, jumpId: users.binaryJumpId, nextDepth: jumpNodes.binaryDepth, nextJumpId: jumpNodes.binaryJumpId })
      .from(users).leftJoin(jumpNodes, eq(jumpNodes.id, users.binaryJumpId)).where(eq(users.id, parent.binaryJumpId));
    if (jump) known.set(jump.id, { id: jump.id, depth: jump.depth, jumpId: jump.jumpId });
    if (jump?.jumpId && jump.nextDepth !== null) known.set(jump.jumpId, { id: jump.jumpId, depth: jump.nextDepth, jumpId: jump.nextJumpId });
  }
  return childJumpId({ id: parent.id, depth: parent.binaryDepth, jumpId: parent.binaryJumpId }, (id) => {
    const found = known.get(id);
    if (!found) throw new Error(`binary node ${id} not found`);
    return found;
  });
}

/** Records a newly placed member: it extends the chain it was hung on and heads a new one on its other side. */
export async function recordPlacement(tx: Tx, memberId: number, slot: Slot): Promise<void> {
  const other: Leg = slot.position === 'left' ? 'right' : 'left';
  await tx.update(binaryChains).set({ bottomId: memberId })
    .where(and(eq(binaryChains.headId, slot.chainHeadId), eq(binaryChains.side, slot.position)));
  await tx.insert(binaryChains).values({ headId: memberId, side: other, bottomId: memberId });
}

/** The root member heads both of its chains. */
export async function recordRoot(tx: Tx, rootId: number): Promise<void> {
  await tx.update(users).set({ binaryJumpId: rootId, binaryDepth: 0 }).where(eq(users.id, rootId));
  await tx.insert(binaryChains).values([
    { headId: rootId, side: 'left', bottomId: rootId },
    { headId: rootId, side: 'right', bottomId: rootId },
  ]);
}

/**
 * The ancestor of `nodeId` at `depth` (or the node itself at its own depth): one recursive query
 * that climbs by jump pointers, O(log depth) steps instead of walking every level.
 */
export async function ancestorAtDepth(tx: Db | Tx, nodeId: number, depth: number): Promise<{ id: number; position: Leg | null } | null> {
  const result = await tx.execute(sql`
    with recursive climb(id, depth, parent_id, jump_id, position) as (
      select id, binary_depth, binary_parent_id, binary_jump_id, position from users where id = ${nodeId}
      union all
      select next.id, next.binary_depth, next.binary_parent_id, next.binary_jump_id, next.position
      from climb
      join users jump on jump.id = climb.jump_id
      join users next on next.id = case when jump.binary_depth >= ${depth} then jump.id else climb.parent_id end
      where climb.depth > ${depth}
    )
    select id, position from climb where depth = ${depth} limit 1`);
  const row = rowsOf<{ id: number; position: Leg | null }>(result)[0];
  return row ?? null;
}

/** Whether `descendantId` is `ancestor` itself or anywhere below it in the binary tree. */
export async function isInBinaryDownline(tx: Db | Tx, ancestor: Pick<Node, 'id' | 'binaryDepth'>, descendantId: number): Promise<boolean> {
  return (await ancestorAtDepth(tx, descendantId, ancestor.binaryDepth))?.id === ancestor.id;
}

/** Which leg of `ancestor` holds `descendantId` (null when it is not below it). */
export async function legOf(tx: Db | Tx, ancestor: Pick<Node, 'id' | 'binaryDepth'>, descendantId: number): Promise<Leg | null> {
  if (!(await isInBinaryDownline(tx, ancestor, descendantId)) || descendantId === ancestor.id) return null;
  return (await ancestorAtDepth(tx, descendantId, ancestor.binaryDepth + 1))?.position ?? null;
}

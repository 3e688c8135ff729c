import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { childJumpId, type JumpNode, type Leg } from '@vo/domain';
import type { Db, Tx } from '../db/client';
import { binaryChains, users } from '../db/schema';
import { namedStatement } from '../db/named-statements';

export interface Slot {
  parentId: number;
  position: Leg;
  depth: number;
  chainHeadId: number;
  jumpId: number;
}

export type Node = Pick<typeof users.$inferSelect, 'id' | 'position' | 'binaryChainHeadId' | 'binaryDepth' | 'binaryJumpId'>;

/** Head of the chain of `side` edges that passes through `start`. */
const chainHead = (start: Node, side: Leg) =>
  start.position === side && start.binaryChainHeadId ? start.binaryChainHeadId : start.id;

const parents = alias(users, 'parents');
const jumps = alias(users, 'jumps');
const nextJumps = alias(users, 'next_jumps');

const chainWhere = () => and(eq(binaryChains.headId, sql.placeholder('headId')), eq(binaryChains.side, sql.placeholder('side')));

/**
 * The chain's bottom (its row locked) with what a new child's jump pointer needs: the bottom's depth and jump,
 * the jump's and the jump's jump (the domain's `childJumpId` reads at most those two nodes). One round trip.
 * When a concurrent sign-up moved the bottom while this waited for the lock, PostgreSQL re-checks the join with
 * the new chain row but the old parent row, and the row drops out: no answer, never a stale one.
 */
const slotQuery = namedStatement('binary_slot_for_update', (tx: Tx) => tx
  .select({
    parentId: parents.id, parentDepth: parents.binaryDepth, parentJumpId: parents.binaryJumpId,
    jumpId: jumps.id, jumpDepth: jumps.binaryDepth, jumpJumpId: jumps.binaryJumpId,
    nextDepth: nextJumps.binaryDepth, nextJumpId: nextJumps.binaryJumpId,
  })
  .from(binaryChains)
  .innerJoin(parents, eq(parents.id, binaryChains.bottomId))
  .leftJoin(jumps, eq(jumps.id, parents.binaryJumpId))
  .leftJoin(nextJumps, eq(nextJumps.id, jumps.binaryJumpId))
  .where(chainWhere())
  .for('update', { of: binaryChains }));

/** The chain row alone, locked: after waiting, PostgreSQL returns its latest version. */
const chainLock = namedStatement('binary_chain_lock', (tx: Tx) => tx
  .select({ bottomId: binaryChains.bottomId }).from(binaryChains).where(chainWhere()).for('update'));

/**
 * The outermost free slot of `side` below `start` (DESIGN.md section 5), in O(1) at any depth:
 * the chain's bottom is stored, and its row is locked so concurrent sign-ups queue for it.
 */
export async function outermostSlot(tx: Tx, start: Node, side: Leg): Promise<Slot> {
  const head = chainHead(start, side);
  const chain = { headId: head, side };
  let [row] = await slotQuery(tx).execute(chain);
  if (!row) {
    // Another sign-up moved the bottom meanwhile (see above): hold the lock, then read again in a new snapshot.
    if (!(await chainLock(tx).execute(chain)).length) throw new Error(`binary chain ${head}/${side} missing`);
    [row] = await slotQuery(tx).execute(chain);
    if (!row) throw new Error(`binary chain ${head}/${side} has no bottom member`);
  }
  const known = new Map<number, JumpNode>();
  if (row.jumpId !== null && row.jumpDepth !== null) known.set(row.jumpId, { id: row.jumpId, depth: row.jumpDepth, jumpId: row.jumpJumpId });
  if (row.jumpJumpId !== null && row.nextDepth !== null) known.set(row.jumpJumpId, { id: row.jumpJumpId, depth: row.nextDepth, jumpId: row.nextJumpId });
  const jumpId = childJumpId({ id: row.parentId, depth: row.parentDepth, jumpId: row.parentJumpId }, (id) => {
    const found = known.get(id);
    if (!found) throw new Error(`binary node ${id} not found`);
    return found;
  });
  return { parentId: row.parentId, position: side, depth: row.parentDepth + 1, chainHeadId: head, jumpId };
}

// One statement: the chain the member was hung on ends at the member, who heads a new chain on the other side.
const placementQuery = namedStatement('binary_record_placement', (tx: Tx) => {
  const extended = tx.$with('extended').as(tx.update(binaryChains).set({ bottomId: sql`${sql.placeholder('memberId')}` })
    .where(and(eq(binaryChains.headId, sql.placeholder('headId')), eq(binaryChains.side, sql.placeholder('side'))))
    .returning({ headId: binaryChains.headId }));
  return tx.with(extended).insert(binaryChains)
    .values({ headId: sql.placeholder('memberId'), side: sql.placeholder('otherSide'), bottomId: sql.placeholder('memberId') });
});

/** Records a newly placed member: it extends the chain it was hung on and heads a new one on its other side. */
export async function recordPlacement(tx: Tx, memberId: number, slot: Slot): Promise<void> {
  const otherSide: Leg = slot.position === 'left' ? 'right' : 'left';
  await placementQuery(tx).execute({ memberId, headId: slot.chainHeadId, side: slot.position, otherSide });
}

/** The root member heads both of its chains. */
export async function recordRoot(tx: Tx, rootId: number): Promise<void> {
  await tx.update(users).set({ binaryJumpId: rootId, binaryDepth: 0 }).where(eq(users.id, rootId));
  await tx.insert(binaryChains).values([
    { headId: rootId, side: 'left', bottomId: rootId },
    { headId: rootId, side: 'right', bottomId: rootId },
  ]);
}

// Placeholders of a named statement; an unplaced user (no jump pointer) is in no one's downline, not even their own.
const climbQuery = namedStatement('binary_ancestor_at_depth', (db: Db) => db
  .select({ id: sql<number>`a.id`, position: sql<Leg | null>`a.position` })
  .from(sql`(
    with recursive climb(id, depth, parent_id, jump_id, position) as (
      select id, binary_depth, binary_parent_id, binary_jump_id, position from users
      where id = ${sql.placeholder('nodeId')} and binary_jump_id is not null
      union all
      select next.id, next.binary_depth, next.binary_parent_id, next.binary_jump_id, next.position
      from climb
      join users jump on jump.id = climb.jump_id
      join users next on next.id = case when jump.binary_depth >= ${sql.placeholder('depth')} then jump.id else climb.parent_id end
      where climb.depth > ${sql.placeholder('depth')}
    )
    select id, position from climb where depth = ${sql.placeholder('depth')} limit 1
  ) as a`));

/**
 * The ancestor of `nodeId` at `depth` (or the node itself at its own depth): one recursive query
 * that climbs by jump pointers, O(log depth) steps instead of walking every level.
 */
export async function ancestorAtDepth(tx: Db | Tx, nodeId: number, depth: number): Promise<{ id: number; position: Leg | null } | null> {
  const [row] = await climbQuery(tx).execute({ nodeId, depth });
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

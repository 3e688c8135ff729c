import { and, eq, sql } from 'drizzle-orm';
import type { BinaryNode, BinaryTreeNode, Leg } from '@vo/domain';
import type { Db } from '../db/client';
import { binaryChains, users } from '../db/schema';
import { AppError } from '../lib/errors';
import { presentNode, type NodeRow } from './node.presenter';
import { rowsOf } from '../db/rows';

export const MAX_WINDOW_LEVELS = 6;

const NODE_COLUMNS = sql`u.id, u.username, u.is_active, u.is_binary_active, m.level as membership_level, m.name as membership_name,
  u.position, u.binary_parent_id, u.left_points, u.right_points, u.left_carry, u.right_carry, u.left_team_points, u.right_team_points,
  u.left_members, u.right_members, u.left_active_members, u.right_active_members,
  exists(select 1 from users c where c.binary_parent_id = u.id and c.position = 'left') as has_left,
  exists(select 1 from users c where c.binary_parent_id = u.id and c.position = 'right') as has_right`;

/**
 * A window of `levels` levels below a member (DESIGN.md section 5): at most 2^(levels+1)-1 rows
 * through the (parent, position) index, whatever the size or depth of the tree around it.
 */
export async function binaryWindow(db: Db, rootId: number, levels: number): Promise<BinaryTreeNode> {
  const rows = rowsOf<NodeRow & { lvl: number }>(await db.execute(sql`
    with recursive win(id, lvl) as (
      select id, 0 from users where id = ${rootId}
      union all
      select c.id, win.lvl + 1 from win join users c on c.binary_parent_id = win.id where win.lvl < ${levels}
    )
    select ${NODE_COLUMNS}, win.lvl from win join users u on u.id = win.id left join memberships m on m.id = u.membership_id`));
  const byId = new Map<number, BinaryTreeNode>(rows.map((r) => [r.id, { ...presentNode(r), level: r.lvl, left: null, right: null }]));
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent && node.level > 0) parent[node.position === 'left' ? 'left' : 'right'] = node;
  }
  const root = byId.get(rootId);
  if (!root) throw new AppError('USER_NOT_FOUND');
  return root;
}

/** The outermost member of a leg below `fromId` (the extreme left/right leaf): one chain row, O(1). */
export async function extremeLeaf(db: Db, fromId: number, side: Leg): Promise<BinaryNode> {
  const [from] = await db.select({ id: users.id, position: users.position, chainHead: users.binaryChainHeadId }).from(users).where(eq(users.id, fromId));
  if (!from) throw new AppError('USER_NOT_FOUND');
  const head = from.position === side && from.chainHead ? from.chainHead : from.id;
  const [chain] = await db.select({ bottomId: binaryChains.bottomId }).from(binaryChains)
    .where(and(eq(binaryChains.headId, head), eq(binaryChains.side, side)));
  return (await binaryNode(db, chain?.bottomId ?? from.id))!;
}

/** One member as a tree node (legs, carries, team points, members), or null for an unknown id. */
export async function binaryNode(db: Db, id: number): Promise<BinaryNode | null> {
  const [row] = rowsOf<NodeRow>(await db.execute(sql`
    select ${NODE_COLUMNS} from users u left join memberships m on m.id = u.membership_id where u.id = ${id}`));
  return row ? presentNode(row) : null;
}

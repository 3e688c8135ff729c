import { sql } from 'drizzle-orm';
import type { BinaryNode, BinaryTreeNode, Leg } from '@vo/domain';
import type { Db } from '../db/client';
import { namedStatement } from '../db/named-statements';
import { rowsOf } from '../db/rows';
import { AppError } from '../lib/errors';
import { NODE_TOTAL_KEYS, presentNode, type NodeRow } from './node.presenter';
import { legTotal, legTotalsJoin } from './user-leg-totals';

export const MAX_WINDOW_LEVELS = 6;

/** The node's totals (`t`, left joined to `u`), under their camelCase keys. */
const NODE_TOTALS = sql.join(NODE_TOTAL_KEYS.map((key) => sql`${sql.raw(`'${key}'`)}, ${legTotal(key)}`), sql`, `);

/**
 * The columns of a node (`u`, its membership `m`, its totals `t`) as one JSON object: one value to parse per node
 * on either driver.
 */
const NODE_JSON = sql`json_build_object('id', u.id, 'username', u.username, 'is_active', u.is_active, 'is_binary_active', u.is_binary_active,
  'membership_level', m.level, 'membership_name', m.name, 'position', u.position, 'binary_parent_id', u.binary_parent_id, ${NODE_TOTALS},
  'has_left', exists(select 1 from users c where c.binary_parent_id = u.id and c.position = 'left'),
  'has_right', exists(select 1 from users c where c.binary_parent_id = u.id and c.position = 'right'))`;

// Named statements: the recursive window cost more to plan than to run (bench/README.md, "Network: reading").
const windowQuery = namedStatement('binary_window', (db: Db) => db
  .select({ node: sql<NodeRow>`w.node`, level: sql<number>`w.lvl` })
  .from(sql`(
    with recursive win(id, lvl) as (
      select id, 0 from users where id = ${sql.placeholder('rootId')}
      union all
      select c.id, win.lvl + 1 from win join users c on c.binary_parent_id = win.id where win.lvl < ${sql.placeholder('levels')}
    )
    select ${NODE_JSON} as node, win.lvl
    from win join users u on u.id = win.id left join memberships m on m.id = u.membership_id ${legTotalsJoin()}
  ) as w`));

/** The bottom of the chain of `side` edges through the member (the member itself when the chain has none). */
const extremeLeafQuery = namedStatement('binary_extreme_leaf', (db: Db) => db
  .select({ node: sql<NodeRow>`l.node` })
  .from(sql`(
    select ${NODE_JSON} as node
    from users f
    left join binary_chains ch on ch.side = ${sql.placeholder('side')}
      and ch.head_id = case when f.position = ${sql.placeholder('side')} and f.binary_chain_head_id is not null then f.binary_chain_head_id else f.id end
    join users u on u.id = coalesce(ch.bottom_id, f.id)
    left join memberships m on m.id = u.membership_id ${legTotalsJoin()}
    where f.id = ${sql.placeholder('fromId')}
  ) as l`));

/**
 * A window of `levels` levels below a member (DESIGN.md section 5): at most 2^(levels+1)-1 rows
 * through the (parent, position) index, whatever the size or depth of the tree around it.
 */
export async function binaryWindow(db: Db, rootId: number, levels: number): Promise<BinaryTreeNode> {
  const rows = await windowQuery(db).execute({ rootId, levels });
  const byId = new Map<number, BinaryTreeNode>(rows.map(({ node, level }) => [node.id, { ...presentNode(node), level, left: null, right: null }]));
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent && node.level > 0) parent[node.position === 'left' ? 'left' : 'right'] = node;
  }
  const root = byId.get(rootId);
  if (!root) throw new AppError('USER_NOT_FOUND');
  return root;
}

/** The outermost member of a leg below `fromId` (the extreme left/right leaf): one query through the stored chain bottom, O(1). */
export async function extremeLeaf(db: Db, fromId: number, side: Leg): Promise<BinaryNode> {
  const [row] = await extremeLeafQuery(db).execute({ fromId, side });
  if (!row) throw new AppError('USER_NOT_FOUND');
  return presentNode(row.node);
}

/** One member as a tree node (legs, carries, team points, members), or null for an unknown id. */
export async function binaryNode(db: Db, id: number): Promise<BinaryNode | null> {
  const [row] = rowsOf<{ node: NodeRow }>(await db.execute(sql`
    select ${NODE_JSON} as node from users u left join memberships m on m.id = u.membership_id ${legTotalsJoin()} where u.id = ${id}`));
  return row ? presentNode(row.node) : null;
}

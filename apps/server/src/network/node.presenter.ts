import { presentBinaryLegs } from './binary-legs';
import type { LegTotalKey, LegTotals } from './user-leg-totals';
import { centsToEuros, type BinaryNode, type BinaryTree, type BinaryTreeNode } from '@vo/domain';

/** The totals a tree node shows (every one but the travel counts). */
export const NODE_TOTAL_KEYS = [
  'leftPoints', 'rightPoints', 'leftCarry', 'rightCarry', 'leftTeamPoints', 'rightTeamPoints',
  'leftMembers', 'rightMembers', 'leftActiveMembers', 'rightActiveMembers',
] as const satisfies readonly LegTotalKey[];

/** The columns a tree node shows, as selected by the tree queries (snake_case from raw SQL, totals camelCase). */
export interface NodeRow extends Pick<LegTotals, (typeof NODE_TOTAL_KEYS)[number]> {
  id: number;
  username: string;
  is_active: boolean;
  is_binary_active: boolean;
  membership_level: number | null;
  membership_name: string | null;
  position: 'left' | 'right' | null;
  binary_parent_id: number | null;
  has_left: boolean;
  has_right: boolean;
}

/** The membership beside a member on the network screens: level and name, or null without one. */
export const presentMembershipBadge = (level: number | null, name: string | null) =>
  level === null || name === null ? null : { level, name };

/** A binary tree node: who, which membership, whether active and binary active, and its legs. */
export function presentNode(row: NodeRow): BinaryNode {
  return {
    '@id': `/api/users/${row.id}`,
    id: row.id,
    username: row.username,
    membership: presentMembershipBadge(row.membership_level, row.membership_name),
    isActive: row.is_active,
    isBinaryActive: row.is_binary_active,
    position: row.position,
    parentId: row.binary_parent_id,
    ...presentBinaryLegs(row),
    leftTeamPoints: centsToEuros(row.leftTeamPoints),
    rightTeamPoints: centsToEuros(row.rightTeamPoints),
    leftMembers: row.leftMembers,
    rightMembers: row.rightMembers,
    leftActiveMembers: row.leftActiveMembers,
    rightActiveMembers: row.rightActiveMembers,
    hasLeft: row.has_left,
    hasRight: row.has_right,
  };
}

/** GET /api/users/{id}/binarytree: the window below member `id`; `canGoUp` when what is above is the viewer's to see. */
export const presentBinaryTree = (id: number, levels: number, canGoUp: boolean, root: BinaryTreeNode): BinaryTree =>
  ({ '@id': `/api/users/${id}/binarytree`, '@type': 'BinaryTree', levels, canGoUp, root });

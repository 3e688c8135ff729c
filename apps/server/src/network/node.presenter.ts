import { presentBinaryLegs } from './binary-legs';
import { centsToEuros, type BinaryNode, type BinaryTree, type BinaryTreeNode } from '@vo/domain';

/** The columns a tree node shows, as selected by the tree queries (snake_case from raw SQL). */
export interface NodeRow {
  id: number;
  username: string;
  is_active: boolean;
  is_binary_active: boolean;
  membership_level: number | null;
  membership_name: string | null;
  position: 'left' | 'right' | null;
  binary_parent_id: number | null;
  left_points: string | number;
  right_points: string | number;
  left_carry: string | number;
  right_carry: string | number;
  left_team_points: string | number;
  right_team_points: string | number;
  left_members: number;
  right_members: number;
  left_active_members: number;
  right_active_members: number;
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
    ...presentBinaryLegs({
      leftPoints: Number(row.left_points), rightPoints: Number(row.right_points), leftCarry: Number(row.left_carry), rightCarry: Number(row.right_carry),
    }),
    leftTeamPoints: centsToEuros(Number(row.left_team_points)),
    rightTeamPoints: centsToEuros(Number(row.right_team_points)),
    leftMembers: row.left_members,
    rightMembers: row.right_members,
    leftActiveMembers: row.left_active_members,
    rightActiveMembers: row.right_active_members,
    hasLeft: row.has_left,
    hasRight: row.has_right,
  };
}

/** GET /api/users/{id}/binarytree: the window below member `id`; `canGoUp` when what is above is the viewer's to see. */
export const presentBinaryTree = (id: number, levels: number, canGoUp: boolean, root: BinaryTreeNode): BinaryTree =>
  ({ '@id': `/api/users/${id}/binarytree`, '@type': 'BinaryTree', levels, canGoUp, root });

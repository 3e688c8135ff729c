import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Leg } from '@vo/domain';
import { apiFetch } from '@/api/client';

/** A node of the binary tree as GET /api/users/{id}/binarytree and binaryLastLeaf send it (docs/api.md). */
export interface BinaryNodeData {
  id: number;
  username: string;
  membership: { level: number; name: string } | null;
  isActive: boolean;
  isBinaryActive: boolean;
  position: Leg | null;
  parentId: number | null;
  leftPoints: number;
  rightPoints: number;
  leftTeamPoints: number;
  rightTeamPoints: number;
  leftMembers: number;
  rightMembers: number;
  leftActiveMembers: number;
  rightActiveMembers: number;
  /** Whether more lies below on that side (meaningful at the window's edge). */
  hasLeft: boolean;
  hasRight: boolean;
}

/** Inside the window, a null child is an empty slot; at the edge both are null and hasLeft/hasRight tell. */
export interface BinaryTreeNode extends BinaryNodeData {
  level: number;
  left: BinaryTreeNode | null;
  right: BinaryTreeNode | null;
}

export interface BinaryTreeWindow {
  levels: number;
  canGoUp: boolean;
  root: BinaryTreeNode;
}

/** GET /api/users/{id}/binarytree?levels=N: N levels below a member of my downline, never the whole tree. */
export function getBinaryTree(id: number, levels: number, signal?: AbortSignal): Promise<BinaryTreeWindow> {
  return apiFetch<BinaryTreeWindow>(`/api/users/${id}/binarytree?levels=${levels}`, { signal });
}

export const binaryTreeQueryOptions = (id: number, levels: number) =>
  queryOptions({ queryKey: ['network', 'binarytree', id, levels], queryFn: ({ signal }) => getBinaryTree(id, levels, signal), staleTime: 60_000 });

/** The previous window stays on screen while the next one arrives, so re-centring does not flash. */
export function useBinaryTree(id: number | undefined, levels: number) {
  return useQuery({ ...binaryTreeQueryOptions(id ?? 0, levels), enabled: id !== undefined, placeholderData: keepPreviousData });
}

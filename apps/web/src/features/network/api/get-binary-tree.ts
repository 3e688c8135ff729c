import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BinaryNode, BinaryTree, BinaryTreeNode } from '@vo/domain';
import { apiFetch } from '@/api/client';

// The node and window types come from the response schemas in packages/domain (the server validates against them).
export type { BinaryNode, BinaryTreeNode };

/** GET /api/users/{id}/binarytree?levels=N: N levels below a member of my downline, never the whole tree. */
export function getBinaryTree(id: number, levels: number, signal?: AbortSignal): Promise<BinaryTree> {
  return apiFetch<BinaryTree>(`/api/users/${id}/binarytree?levels=${levels}`, { signal });
}

export const binaryTreeQueryOptions = (id: number, levels: number) =>
  queryOptions({ queryKey: ['network', 'binarytree', id, levels], queryFn: ({ signal }) => getBinaryTree(id, levels, signal), staleTime: 60_000 });

/** The previous window stays on screen while the next one arrives, so re-centring does not flash. */
export function useBinaryTree(id: number | undefined, levels: number) {
  return useQuery({ ...binaryTreeQueryOptions(id ?? 0, levels), enabled: id !== undefined, placeholderData: keepPreviousData });
}

import type { BinaryNode, Leg } from '@vo/domain';
import { apiFetch } from '@/api/client';

/** GET /api/users/binaryLastLeaf?side=&from=: the outermost member of that leg below `from` (a one-off jump). */
export function getBinaryLastLeaf(side: Leg, from: number, signal?: AbortSignal): Promise<BinaryNode> {
  return apiFetch<BinaryNode>(`/api/users/binaryLastLeaf?side=${side}&from=${from}`, { signal });
}

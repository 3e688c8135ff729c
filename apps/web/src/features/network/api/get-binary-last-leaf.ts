import type { Leg } from '@vo/domain';
import { apiFetch } from '@/api/client';
import type { BinaryNodeData } from './get-binary-tree';

/** GET /api/users/binaryLastLeaf?side=&from=: the outermost member of that leg below `from` (a one-off jump). */
export function getBinaryLastLeaf(side: Leg, from: number, signal?: AbortSignal): Promise<BinaryNodeData> {
  return apiFetch<BinaryNodeData>(`/api/users/binaryLastLeaf?side=${side}&from=${from}`, { signal });
}

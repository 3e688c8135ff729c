import type { User } from '@vo/domain';
import { apiFetch } from '@/api/client';
import type { HydraCollection } from '@/api/hydra';

/** GET /api/users?username=x: that member if they are in my binary downline, otherwise an empty collection. */
export async function findDownlineMember(username: string, signal?: AbortSignal): Promise<User | null> {
  const body = await apiFetch<HydraCollection<User>>(`/api/users?${new URLSearchParams({ username }).toString()}`, { signal });
  return body['hydra:member'][0] ?? null;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberProfile } from '@vo/domain';
import { apiFetch } from '@/api/client';
import type { HydraCollection } from '@/api/hydra';

/** GET /api/profiles item: spec section 3 Profile as the server presents it (packages/domain's response schema). */
export type { MemberProfile };

export const PROFILE_QUERY_KEY = ['profiles', 'mine'] as const;

/**
 * The signed-in user's profile: filtered by user, since an admin's collection holds everyone's. Accounts not
 * made by registration (admins) may have none yet.
 */
export async function getMyProfile(userId: number, signal?: AbortSignal): Promise<MemberProfile | null> {
  const body = await apiFetch<HydraCollection<MemberProfile>>(`/api/profiles?user=${userId}`, { signal });
  return body['hydra:member'][0] ?? null;
}

export const myProfileQueryOptions = (userId: number) =>
  queryOptions({ queryKey: [...PROFILE_QUERY_KEY, userId], queryFn: ({ signal }) => getMyProfile(userId, signal) });

export function useMyProfile(userId: number | undefined) {
  return useQuery({ ...myProfileQueryOptions(userId ?? 0), enabled: userId !== undefined });
}

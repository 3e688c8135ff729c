import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileUserType } from '@vo/domain';
import { apiFetch } from '@/api/client';
import type { HydraCollection } from '@/api/hydra';

/** GET /api/profiles (docs/api.md "Profile"): spec section 3 Profile as the server presents it. */
export interface MemberProfile {
  id: number;
  userId: number;
  username: string;
  email: string;
  name: string;
  surname: string;
  dni: string;
  birthDate: string;
  gender: 'female' | 'male' | 'other' | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  postalCode: string | null;
  countryId: number | null;
  stateId: number | null;
  mobile: string | null;
  skype: string | null;
  userType: ProfileUserType;
  companyName: string | null;
  companyVat: string | null;
  /** The IRPF withheld from payouts, percent (0 for freelancers and companies). */
  irpfRate: number;
  iban: string | null;
  bic: string | null;
  bankDataComplete: boolean;
}

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

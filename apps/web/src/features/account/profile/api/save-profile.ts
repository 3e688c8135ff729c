import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { ME_QUERY_KEY } from '@/api/me-query';
import { WALLET_QUERY_KEY } from '@/api/wallet';
import { PROFILE_QUERY_KEY, type MemberProfile } from '@/api/get-profile';

/** How the member confirms a change of IBAN or BIC: the current password or a two-factor code. */
export type BankChangeProof = { currentPassword: string } | { code: string };

export interface SaveProfile {
  /** The profile being edited; none yet means POST /api/profiles. */
  current: MemberProfile | null;
  values: Profile;
  proof?: BankChangeProof;
}

/** PUT /api/profiles/{id}, or POST /api/profiles for a member without one. */
export function saveProfile({ current, values, proof }: SaveProfile): Promise<MemberProfile> {
  const body = { ...values, ...proof };
  return current
    ? apiFetch<MemberProfile>(`/api/profiles/${current.id}`, { method: 'PUT', body })
    : apiFetch<MemberProfile>('/api/profiles', { method: 'POST', body });
}

/** The home alert (GET /api/me alerts.missingBankData) and the payout terms follow the bank data. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData([...PROFILE_QUERY_KEY, saved.userId], saved);
      return Promise.all([queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY })]);
    },
  });
}

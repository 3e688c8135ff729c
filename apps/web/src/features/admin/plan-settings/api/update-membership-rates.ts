import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MembershipRates } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { ADMIN_MEMBERSHIPS_QUERY_KEY, type AdminMembership } from './get-admin-memberships';
import { SETTINGS_CHANGES_QUERY_KEY } from './get-settings-changes';

/** PUT /api/admin/memberships/{id}: the level's new amounts and rates; every changed one is audited. */
export function updateMembershipRates(id: number, rates: MembershipRates): Promise<AdminMembership> {
  return apiFetch<AdminMembership>(`/api/admin/memberships/${id}`, { method: 'PUT', body: rates });
}

export function useUpdateMembershipRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rates }: { id: number; rates: MembershipRates }) => updateMembershipRates(id, rates),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_MEMBERSHIPS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SETTINGS_CHANGES_QUERY_KEY }),
        // The public options (registration, upgrade) show the prices too.
        queryClient.invalidateQueries({ queryKey: ['member_ships'] }),
      ]),
  });
}

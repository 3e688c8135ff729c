import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfficeRegistration, RegisteredUser } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { ME_QUERY_KEY } from '@/api/me-query';

/** POST /api/users (issue 16): the signed-in member registers someone under themself (a `sponsor` sent is ignored). */
export function registerInOffice(input: OfficeRegistration): Promise<RegisteredUser> {
  return apiFetch<RegisteredUser>('/api/users', { method: 'POST', body: input });
}

export function useRegisterInOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerInOffice,
    // The member's trees and counters now hold the newcomer (every network view's key starts with 'network').
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['network'] }), queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { ME_QUERY_KEY } from '@/api/me-query';
import type { DefaultLeg } from '@/features/network/lib/legs';
import { DIRECTS_STATS_QUERY_KEY } from './get-directs-stats';

/** PUT /api/users/{id} {defaultLeg}: where the members I sponsor are placed from now on. */
export function updateDefaultLeg(userId: number, defaultLeg: DefaultLeg): Promise<User> {
  return apiFetch<User>(`/api/users/${userId}`, { method: 'PUT', body: { defaultLeg } });
}

export function useUpdateDefaultLeg(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (defaultLeg: DefaultLeg) => updateDefaultLeg(userId, defaultLeg),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DIRECTS_STATS_QUERY_KEY }),
      ]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { ME_QUERY_KEY } from '@/api/me-query';

/** PUT /api/users/{id} {autoRenew}: renew the monthly fee from the wallet when it falls due. */
export function updateAutoRenew(userId: number, autoRenew: boolean): Promise<User> {
  return apiFetch<User>(`/api/users/${userId}`, { method: 'PUT', body: { autoRenew } });
}

export function useUpdateAutoRenew(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (autoRenew: boolean) => updateAutoRenew(userId, autoRenew),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}

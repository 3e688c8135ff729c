import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { adminTableKey } from './find-table-items';

/** PUT {base}/updateStatus: activates (true) or deactivates (false) the rows, all or none. */
export function updateTableStatus(base: string, ids: number[], status: boolean): Promise<void> {
  return apiFetch<void>(`${base}/updateStatus`, { method: 'PUT', body: { ids, status } });
}

export function useUpdateTableStatus(base: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, status }: { ids: number[]; status: boolean }) => updateTableStatus(base, ids, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTableKey(base) }),
  });
}

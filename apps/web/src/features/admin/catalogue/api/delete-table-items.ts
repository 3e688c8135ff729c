import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { adminTableKey } from './find-table-items';

/** PUT {base}/deleteItems: deletes the rows, all or none (409 ITEM_IN_USE while something refers to one). */
export function deleteTableItems(base: string, ids: number[]): Promise<void> {
  return apiFetch<void>(`${base}/deleteItems`, { method: 'PUT', body: { ids } });
}

export function useDeleteTableItems(base: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => deleteTableItems(base, ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTableKey(base) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { adminTableKey } from './find-table-items';

/** POST {base} (a new item, id null) or PUT {base}/{id}: the item as the server saved it. */
export function saveTableItem<Item>(base: string, id: number | null, body: unknown): Promise<Item> {
  return id === null ? apiFetch<Item>(base, { method: 'POST', body }) : apiFetch<Item>(`${base}/${id}`, { method: 'PUT', body });
}

export function useSaveTableItem<Item>(base: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: unknown }) => saveTableItem<Item>(base, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTableKey(base) }),
  });
}

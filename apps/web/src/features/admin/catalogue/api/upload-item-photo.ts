import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { adminTableKey } from './find-table-items';

/** POST {base}/{id}/photo (multipart `file`): the item's new photo, replacing the previous one. */
export function uploadItemPhoto(base: string, id: number, file: File): Promise<unknown> {
  const multipart = new FormData();
  multipart.append('file', file);
  return apiFetch<unknown>(`${base}/${id}/photo`, { method: 'POST', multipart });
}

export function useUploadItemPhoto(base: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadItemPhoto(base, id, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTableKey(base) }),
  });
}

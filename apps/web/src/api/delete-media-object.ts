import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { MEDIA_OBJECTS_QUERY_KEY } from './get-media-objects';

/** DELETE /api/media_objects/{id}. */
export function deleteMediaObject(id: number): Promise<void> {
  return apiFetch<void>(`/api/media_objects/${id}`, { method: 'DELETE' });
}

export function useDeleteMediaObject(onDeleted?: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMediaObject,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: MEDIA_OBJECTS_QUERY_KEY }), onDeleted?.()]),
  });
}
